Feature: A creature with menace can't be blocked except by two or more creatures (CR 702.111b, 509.1b)
  CR 702.111b: "A creature with menace can't be blocked except by two or more creatures." CR 509.1b: the defending
  player checks each creature they control for restrictions; "A restriction may be created by an evasion ability
  (a static ability an attacking creature has that restricts what can block it)." If any is disobeyed, the
  declaration of blockers is illegal. Boggart Brute: "Menace (This creature can't be blocked except by two or more
  creatures.)" The control: Grizzly Bears, without menace, is blocked by one creature.

  @cr:702.111b @cr:509.1b @card:Boggart_Brute @card:Llanowar_Elves
  Scenario: Llanowar Elves alone can't block Boggart Brute
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "brute"
    And the game advances to declare_blockers
    And Bob blocks "brute" with "elves"
    Then the action is refused (CR 702.111b or 509.1b)
    And "elves" is not blocking
    When Bob blocks "brute" with "elves" and "corpse"
    Then "elves" is blocking "brute"

  @cr:702.111b @cr:509.1b @cr:509.1 @card:Boggart_Brute @card:Grizzly_Bears @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: Bob's declaration is refused whole: Walking Corpse blocks Grizzly Bears, Llanowar Elves alone Boggart Brute
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "brute" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse", and "brute" with "elves"
    Then the action is refused (CR 702.111b or 509.1b)
    And "corpse" is not blocking
    When Bob blocks "bears" with "corpse"
    Then "corpse" is blocking "bears"

  @cr:702.111b @card:Boggart_Brute @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: Llanowar Elves and Walking Corpse together block Boggart Brute
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "brute"
    And the game advances to declare_blockers
    And Bob blocks "brute" with "elves" and "corpse"
    Then "elves" is blocking "brute"
    And "corpse" is blocking "brute"

  @cr:702.111b @card:Boggart_Brute @card:Llanowar_Elves @card:Walking_Corpse @card:Giant_Spider
  Scenario: Three creatures block Boggart Brute: two or more is any number from two
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "brute"
    And the game advances to declare_blockers
    And Bob blocks "brute" with "elves" and "corpse" and "spider"
    Then "elves" is blocking "brute"
    And "corpse" is blocking "brute"
    And "spider" is blocking "brute"

  @cr:702.111b @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: Llanowar Elves alone blocks Grizzly Bears, which has no menace
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then "elves" is blocking "bears"
