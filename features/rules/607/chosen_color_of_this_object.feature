Feature: "The chosen color" of Gauntlet of Power is the color chosen for that Gauntlet as it entered (CR 607.2d)
  CR 607.2d: "If an object has an ability printed on it that causes a player to 'choose a [value]' and an ability
  printed on it that refers to 'the chosen [value],' ... The second ability refers only to a choice made as a result
  of the first ability." Gauntlet of Power reads "As this artifact enters, choose a color. Creatures of the chosen
  color get +1/+1. Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one
  mana of that color." Each Gauntlet's "chosen color" is its own: with a green one and a red one, Grizzly Bears (green,
  2/2) and Shivan Dragon (red, 5/5) each get +1/+1 once.

  @cr:607.2d @context:611.3a @card:Gauntlet_of_Power @card:Grizzly_Bears @card:Shivan_Dragon
  Scenario: With one Gauntlet of Power green and another red, Grizzly Bears is 3/3 and Shivan Dragon 6/6
    Given the board "rules/607/two-gauntlets.json"
    When Alice passes priority
    Then Bob has priority
    And "bears" is 3/3
    And "dragon" is 6/6

  @cr:607.2d @context:614.12a @card:Gauntlet_of_Power @card:Grizzly_Bears @card:Shivan_Dragon
  Scenario: Alice casts a second Gauntlet of Power and chooses red as it enters: Shivan Dragon becomes 6/6, Grizzly Bears stays 3/3
    Given the board "rules/607/gauntlet-and-one-in-hand.json"
    Then "bears" is 3/3
    And "dragon" is 5/5
    When Alice casts "gauntlet-2"
    And all players pass priority
    And Alice chooses the color R
    Then "gauntlet-2" is on the battlefield
    And "dragon" is 6/6
    And "bears" is 3/3

  @cr:607.2d @context:614.12a @card:Gauntlet_of_Power @card:Grizzly_Bears @card:Shivan_Dragon
  Scenario: Control: Alice casts a second Gauntlet of Power and chooses green as it enters: Grizzly Bears becomes 4/4, Shivan Dragon stays 5/5
    Given the board "rules/607/gauntlet-and-one-in-hand.json"
    When Alice casts "gauntlet-2"
    And all players pass priority
    And Alice chooses the color G
    Then "gauntlet-2" is on the battlefield
    And "bears" is 4/4
    And "dragon" is 5/5
