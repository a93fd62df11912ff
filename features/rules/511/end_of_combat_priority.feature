Feature: The end of combat step has no turn-based actions; once it begins, the active player gets priority (CR 511.1)
  CR 511.1: "The end of combat step has no turn-based actions. Once it begins, the active player gets priority." So
  the game stops in it for the players to act, Grizzly Bears still attacking. The control: once both pass, the
  postcombat main phase begins.

  @cr:511.1 @card:Grizzly_Bears
  Scenario: Alice holds priority in the end of combat step
    Given the board "rules/511/end-of-combat-bolt.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    Then it is turn 3 of Alice, in the end_of_combat step
    And Alice has priority

  @cr:511.1 @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Alice casts Lightning Bolt at Bob in the end of combat step
    Given the board "rules/511/end-of-combat-bolt.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority
    Then Bob's life total is 15
    And it is turn 3 of Alice, in the end_of_combat step

  @cr:511.1 @card:Grizzly_Bears
  Scenario: Control: when both players pass in the end of combat step, the postcombat main phase begins
    Given the board "rules/511/end-of-combat-bolt.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
