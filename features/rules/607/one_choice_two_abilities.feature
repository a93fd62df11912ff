Feature: One "choose a color" ability is linked to each ability that refers to the chosen color (CR 607.4)
  CR 607.4: "An ability may be part of more than one pair of linked abilities." Gauntlet of Power reads "As this
  artifact enters, choose a color. Creatures of the chosen color get +1/+1. Whenever a basic land is tapped for mana
  of the chosen color, its controller adds an additional one mana of that color." Its first ability is linked to the
  second and to the third (607.2d): both refer to the one color chosen as it entered. Shivan Dragon is red, 5/5.

  @cr:607.4 @context:607.2d @card:Gauntlet_of_Power @card:Shivan_Dragon @card:Mountain
  Scenario: With red chosen for Gauntlet of Power, Shivan Dragon is 6/6 and a Mountain tapped for {R} adds {R}{R}
    Given the board "rules/607/gauntlet-red-mountain-dragon.json"
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}{R}
    And "dragon" is 6/6

  @cr:607.4 @context:607.2d @context:614.12a @card:Gauntlet_of_Power @card:Shivan_Dragon @card:Mountain
  Scenario: Alice chooses red as Gauntlet of Power enters: Shivan Dragon becomes 6/6, and a Mountain tapped for {R} adds {R}{R}
    Given the board "rules/607/gauntlet-in-hand-mountain-dragon.json"
    When Alice casts "gauntlet"
    And all players pass priority
    And Alice chooses the color R
    Then "dragon" is 6/6
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}{R}

  @cr:607.4 @context:607.2d @card:Gauntlet_of_Power @card:Shivan_Dragon @card:Forest
  Scenario: Control: with red chosen for Gauntlet of Power, a Forest tapped for {G} adds only {G}, and Shivan Dragon is 6/6
    Given the board "rules/607/gauntlet-red-mountain-dragon.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}
    And "dragon" is 6/6
