Feature: A creature with defender can't attack, and blocks as any creature does (CR 702.3b)
  CR 702.3b: "A creature with defender can't attack." Wall of Wood: "Defender (This creature can't attack.)" The
  control: defender says nothing of blocking, so Bob's Wall of Wood blocks.

  @cr:702.3b @card:Wall_of_Wood
  Scenario: Wall of Wood can't attack
    Given the board "rules/508/defender.json"
    When Alice attacks Bob with "wall"
    Then the action is refused (CR 702.3b)
    And "wall" is not attacking
    And "wall" is untapped
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:702.3b @cr:508.1 @card:Wall_of_Wood @card:Grizzly_Bears
  Scenario: A declaration of Grizzly Bears and Wall of Wood is refused whole
    Given the board "rules/508/defender.json"
    When Alice attacks Bob with "bears" and "wall"
    Then the action is refused (CR 702.3b)
    And "bears" is not attacking
    And "bears" is untapped
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:702.3b @card:Wall_of_Wood @card:Grizzly_Bears
  Scenario: Control: Bob's Wall of Wood blocks Grizzly Bears
    Given the board "rules/508/defender.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wall"
    Then "bob-wall" is blocking "bears"
