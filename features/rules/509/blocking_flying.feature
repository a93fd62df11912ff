Feature: A creature with flying can be blocked only by creatures with flying or reach (CR 509.1a, 702.9b)
  CR 702.9b: "A creature with flying can't be blocked except by creatures with flying and/or reach. A creature with
  flying can block a creature with or without flying." CR 509.1a: the defending player's blockers "must be
  untapped", and each blocks one creature attacking that player. The control: a creature without flying blocks one
  without flying.

  @cr:702.9b @context:509.1b @card:Serra_Angel @card:Walking_Corpse
  Scenario: Walking Corpse, without flying or reach, can't block Serra Angel
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "angel" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "corpse"
    Then the action is refused (CR 702.9b or 509.1b)
    And the game is as it was before the action
    And "corpse" is not blocking

  @cr:702.9b @card:Serra_Angel @card:War_Screecher
  Scenario: War Screecher, with flying, blocks Serra Angel
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "angel"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "screecher"
    Then "screecher" is blocking "angel"
    And Alice has priority

  @cr:702.9b @context:509.1b @card:Serra_Angel @card:War_Screecher @card:Walking_Corpse
  Scenario: War Screecher and Walking Corpse together can't block Serra Angel; War Screecher alone can
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "angel"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "screecher" and "corpse"
    Then the action is refused (CR 702.9b or 509.1b)
    And "screecher" is not blocking
    When Bob blocks "angel" with "screecher"
    Then "screecher" is blocking "angel"
    And "corpse" is not blocking

  @cr:702.9b @card:War_Screecher @card:Grizzly_Bears
  Scenario: War Screecher, with flying, blocks Grizzly Bears, which has none
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "screecher"
    Then "screecher" is blocking "bears"

  @cr:509.1a @card:Watchwolf @card:Grizzly_Bears
  Scenario: Bob's tapped Watchwolf can't block
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "wolf"
    Then the action is refused (CR 509.1a)
    And the game is as it was before the action

  @cr:509.1a @card:Walking_Corpse @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Walking Corpse can't block both Grizzly Bears and Llanowar Elves
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "bears" and "elves"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse", and "elves" with "corpse"
    Then the action is refused (CR 509.1a)
    And "corpse" is not blocking

  @cr:702.9b @cr:509.1a @card:Walking_Corpse @card:Grizzly_Bears
  Scenario: Control: Walking Corpse blocks Grizzly Bears, neither with flying
    Given the board "rules/509/blockers.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    Then "corpse" is blocking "bears"
    And "bears" is attacking Bob
