Feature: The end step has no turn-based actions; once it begins, the active player gets priority (CR 513.1)
  CR 513.1: "The end step has no turn-based actions. Once it begins, the active player gets priority." So the game
  stops in it for the players to cast spells. The control: when both pass in it, the cleanup step and the next turn
  follow.

  @cr:513.1 @card:Mountain
  Scenario: Advancing to Alice's end step, she holds priority in it
    Given the board "rules/513/postcombat-bolt.json"
    When the game advances to end
    Then it is turn 3 of Alice, in the end step
    And Alice has priority

  @cr:513.1 @card:Lightning_Bolt
  Scenario: In her end step, Alice casts Lightning Bolt at Bob
    Given the board "rules/513/postcombat-bolt.json"
    When the game advances to end
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the end step

  @cr:513.1 @card:Mountain
  Scenario: Control: when both players pass in the end step, Bob's turn follows
    Given the board "rules/513/postcombat-bolt.json"
    When the game advances to end
    And Alice passes priority
    And Bob passes priority
    Then it is turn 4 of Bob, in the upkeep step
