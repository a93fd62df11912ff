@mechanic:cast-triggers
Feature: The choices a cast trigger waits for take only what they ask for (CR 603.3b, 603.3d)
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger."
  Abilities that triggered at once wait off the stack while their controller chooses their order (CR 603.3b);
  each is then put on the stack as its topmost object, above the spell (603.3), and its targets are chosen
  while it is there (603.3d). An answer naming something else is refused, and the choice still waits.

  @ruling:cast-triggers.resolve-before-spell @cr:603.3 @cr:603.3d @context:601.2c @context:115.1 @card:Distended_Mindbender
  Scenario: A card is no legal target for the cast trigger's "target opponent"
    Given the board "cast_triggers/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses "Distended Mindbender"
    Then the action is refused (CR 603.3d or 601.2c)
    And Alice must choose a target from Bob and Carol
    And the stack is, from the top: a triggered ability of "Distended Mindbender", then "Distended Mindbender"

  @ruling:cast-triggers.resolve-before-spell @cr:603.3b @card:Decimator_of_the_Provinces @card:Beast_Whisperer
  @card:Grizzly_Bears
  Scenario: An order naming a card that is the source of no waiting triggered ability is refused
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Beast Whisperer", then "bears"
    Then the action is refused (CR 603.3b)
    And Alice must order her triggered abilities from "Beast Whisperer" and "Decimator of the Provinces"
    And the stack is, from the top: "Decimator of the Provinces"
