Feature: Once attackers are declared, the active player gets priority in the declare attackers step (CR 508.2)
  CR 508.2: "Second, the active player gets priority. (See rule 117, 'Timing and Priority.')" The declare attackers
  step doesn't end with the declaration: Alice has priority in it, then Bob, and spells cast then resolve before the
  declare blockers step. The control: when both pass with the stack empty, the declare blockers step begins.

  @cr:508.2 @card:Grizzly_Bears
  Scenario: Alice attacks Bob with Grizzly Bears and has priority in the declare attackers step
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    Then it is turn 3 of Alice, in the declare_attackers step
    And Alice has priority
    And "bears" is attacking Bob

  @cr:508.2 @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: After Alice declares Grizzly Bears as an attacker, she casts Lightning Bolt at Bob in the declare attackers step
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And Alice casts "alice-bolt" targeting Bob, tapping "alice-mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the declare_attackers step
    And Alice has priority

  @cr:508.2 @card:Grizzly_Bears
  Scenario: Control: Alice and Bob pass in the declare attackers step with the stack empty: the declare blockers step begins
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_blockers step
    When Bob blocks "bears" with "elves"
    Then "elves" is blocking "bears"
