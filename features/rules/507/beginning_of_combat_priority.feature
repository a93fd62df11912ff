Feature: The combat phase begins with the beginning of combat step, in which the active player gets priority (CR 506.1, 507.2)
  CR 507.2: "Second, the active player gets priority. (See rule 117, 'Timing and Priority.')" In a two-player game
  the beginning of combat step has no turn-based action (507.1 is for a multiplayer game in which the defending
  player is chosen), so as it begins Alice receives priority, and the players may act in it before attackers are
  declared. CR 506.1: "The combat phase has five steps, which proceed in order: beginning of combat, declare
  attackers, declare blockers, combat damage, and end of combat." The control: once both pass in it with the stack
  empty, the declare attackers step begins.

  @cr:507.2 @cr:506.1 @card:Mountain
  Scenario: Both players pass in Alice's precombat main phase: the beginning of combat step begins and Alice has priority in it
    Given the board "rules/507/precombat-main.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority

  @cr:507.2 @card:Lightning_Bolt @card:Mountain
  Scenario: In the beginning of combat step Alice casts Lightning Bolt at Bob; it resolves before attackers are declared
    Given the board "rules/507/precombat-main.json"
    When Alice passes priority
    And Bob passes priority
    And Alice casts "alice-bolt" targeting Bob, tapping "alice-mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority

  @cr:507.2 @card:Lightning_Bolt @card:Mountain @card:Grizzly_Bears
  Scenario: In the beginning of combat step Bob, given priority after Alice passes, destroys Grizzly Bears before they can attack
    Given the board "rules/507/precombat-main.json"
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And it is turn 3 of Alice, in the beginning_of_combat step

  @cr:507.2 @cr:506.1 @card:Grizzly_Bears
  Scenario: Control: both pass in the beginning of combat step with the stack empty: the declare attackers step begins
    Given the board "rules/507/precombat-main.json"
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
