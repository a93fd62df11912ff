@mechanic:cast-triggers
Feature: The choices a cast trigger waits for take only what they ask for (CR 603.3b, 603.3d)
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger."
  The trigger goes on the stack above the spell once its controller has chosen its targets (CR 603.3d) and,
  for abilities that triggered at once, their order (603.3b). An answer naming something else is refused,
  and the choice still waits.

  @ruling:cast-triggers.resolve-before-spell @cr:603.3d @cr:115.1 @card:Distended_Mindbender
  Scenario: A card is no legal target for the cast trigger's "target opponent"
    Given the board "cast_triggers/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses "Distended Mindbender"
    Then the action is refused (CR 603.3d)
    And Alice must choose a target from Bob and Carol
    And the stack is, from the top: "Distended Mindbender"

  @ruling:cast-triggers.resolve-before-spell @cr:603.3b @card:Decimator_of_the_Provinces @card:Beast_Whisperer
  @card:Grizzly_Bears
  Scenario: An order naming a card that is the source of no waiting triggered ability is refused
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Beast Whisperer", then "bears"
    Then the action is refused (CR 603.3b)
    And Alice must order her triggered abilities from "Beast Whisperer" and "Decimator of the Provinces"
    And the stack is, from the top: "Decimator of the Provinces"
