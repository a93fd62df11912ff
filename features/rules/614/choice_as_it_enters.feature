Feature: A choice a replacement effect needs as a permanent enters is made before it enters (CR 614.12a)
  CR 614.1c: "As [this permanent] enters ..." is a replacement effect. CR 614.12a: "If a replacement effect that
  modifies how a permanent enters the battlefield requires a choice, that choice is made before the permanent
  enters the battlefield." CR 105.4: "If a player is asked to choose a color, they must choose one of the five
  colors. ... Neither is “colorless.”" Gauntlet of Power reads "As this artifact enters, choose a color. ...
  Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of that
  color." Iona, Shield of Emeria reads "Flying / As Iona, Shield of Emeria enters, choose a color. / Your opponents
  can't cast spells of the chosen color."

  @cr:614.12a @card:Gauntlet_of_Power
  Scenario: Gauntlet of Power cast with no colour named waits, as it resolves, for Alice to choose a colour, still on the stack
    Given the board "rules/614/gauntlet-mountain-forest.json"
    When Alice casts "gauntlet"
    And all players pass priority
    Then Alice must choose a color
    And "gauntlet" is on the stack

  @cr:614.12a @card:Gauntlet_of_Power @card:Mountain
  Scenario: Alice chooses red as Gauntlet of Power enters: it enters, and a Mountain tapped for {R} adds {R}{R}
    Given the board "rules/614/gauntlet-mountain-forest.json"
    When Alice casts "gauntlet"
    And all players pass priority
    And Alice chooses the color R
    Then "gauntlet" is on the battlefield
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}{R}

  @cr:614.12a @card:Gauntlet_of_Power @card:Forest
  Scenario: With red chosen as Gauntlet of Power entered, a Forest tapped for {G} adds only {G}
    Given the board "rules/614/gauntlet-mountain-forest.json"
    When Alice casts "gauntlet"
    And all players pass priority
    And Alice chooses the color R
    And Alice taps "forest" for mana
    Then Alice's mana pool is {G}

  @cr:614.12a @cr:105.4 @context:105.1 @card:Gauntlet_of_Power @card:Mountain
  Scenario: Colorless is no colour: Alice can't choose it as Gauntlet of Power enters, only one of the five colours
    Given the board "rules/614/gauntlet-mountain-forest.json"
    When Alice casts "gauntlet"
    And all players pass priority
    And Alice chooses the color C
    Then the action is refused (CR 105.4)
    When Alice chooses the color R
    Then "gauntlet" is on the battlefield

  @cr:614.12a @card:Iona,_Shield_of_Emeria
  Scenario: Iona, Shield of Emeria cast with no colour named waits on the stack, as it resolves, for Alice to choose a colour
    Given the board "rules/614/iona-in-hand.json"
    When Alice casts "iona"
    And all players pass priority
    Then Alice must choose a color
    And "iona" is on the stack
    When Alice chooses the color R
    Then "iona" is on the battlefield
