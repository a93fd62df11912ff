Feature: A creature with reach can block a creature with flying (CR 702.17b)
  CR 702.17b: "A creature with flying can't be blocked except by creatures with flying and/or reach." Giant Spider:
  "Reach (This creature can block creatures with flying.)" The control: reach changes nothing against a creature
  without flying.

  @cr:702.17b @card:Giant_Spider @card:Serra_Angel
  Scenario: Giant Spider, with reach, blocks Serra Angel
    Given the board "rules/509/reach.json"
    When Alice attacks Bob with "angel"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "spider"
    Then "spider" is blocking "angel"

  @cr:702.17b @card:Giant_Spider @card:War_Screecher @card:Serra_Angel
  Scenario: Giant Spider with reach and War Screecher with flying block Serra Angel together
    Given the board "rules/509/reach.json"
    When Alice attacks Bob with "angel"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "spider" and "screecher"
    Then "spider" is blocking "angel"
    And "screecher" is blocking "angel"

  @cr:702.17b @context:702.9b @context:509.1b @card:Giant_Spider @card:Walking_Corpse @card:Serra_Angel
  Scenario: Walking Corpse, without reach, can't join Giant Spider in blocking Serra Angel
    Given the board "rules/509/reach.json"
    When Alice attacks Bob with "angel"
    And the game advances to declare_blockers
    And Bob blocks "angel" with "spider" and "corpse"
    Then the action is refused (CR 702.17b or 702.9b or 509.1b)
    And "spider" is not blocking

  @cr:702.17b @card:Giant_Spider @card:Grizzly_Bears
  Scenario: Control: Giant Spider blocks Grizzly Bears, which has no flying
    Given the board "rules/509/reach.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "spider"
    Then "spider" is blocking "bears"
