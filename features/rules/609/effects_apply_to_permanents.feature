Feature: Effects apply only to permanents unless their text says otherwise (CR 609.2)
  CR 609.2: "Effects apply only to permanents unless the instruction's text states otherwise or they clearly can apply
  only to objects in one or more other zones." Gauntlet of Power reads "As this artifact enters, choose a color.
  Creatures of the chosen color get +1/+1. Whenever a basic land is tapped for mana of the chosen color, its
  controller adds an additional one mana of that color." With green chosen, Alice's Grizzly Bears (a green 2/2) on the
  battlefield is 3/3; the Grizzly Bears cards in her hand and graveyard, and the Grizzly Bears spell on the stack, are
  not permanents and stay 2/2. The Bears on the battlefield, 3/3, are each scenario's control.

  @cr:609.2 @context:611.3a @card:Gauntlet_of_Power @card:Grizzly_Bears
  Scenario: With Gauntlet of Power (green), the Grizzly Bears on the battlefield is 3/3, the Grizzly Bears cards in Alice's hand and graveyard 2/2
    Given the board "rules/609/gauntlet-bears-in-three-zones.json"
    When Alice passes priority
    Then Bob has priority
    And "bears" is 3/3
    And "bears-in-hand" is 2/2
    And "bears-in-graveyard" is 2/2

  @cr:609.2 @context:611.3a @card:Gauntlet_of_Power @card:Grizzly_Bears
  Scenario: The Grizzly Bears spell Alice casts is 2/2 on the stack and 3/3 once it has resolved onto the battlefield
    Given the board "rules/609/gauntlet-bears-in-three-zones.json"
    When Alice casts "bears-in-hand"
    Then the stack is, from the top: "Grizzly Bears"
    And "bears-in-hand" is 2/2
    When all players pass priority
    Then "bears-in-hand" is on the battlefield
    And "bears-in-hand" is 3/3
    And "bears" is 3/3
