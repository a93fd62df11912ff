Feature: The ending phase has two steps: end and cleanup (CR 512.1)
  CR 512.1: "The ending phase consists of two steps: end and cleanup." After the postcombat main phase the end step
  begins, in which the active player gets priority (513.1); the cleanup step follows it. The control: from the end
  step the game goes on through the cleanup step to the next turn.

  @cr:512.1 @context:513.1 @card:Mountain
  Scenario: When both players pass in Alice's postcombat main phase, her end step begins
    Given the board "rules/513/postcombat-bolt.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end step
    And Alice has priority

  @cr:512.1 @context:513.1 @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: After her postcombat main phase, Alice casts Lightning Bolt at Bob's Grizzly Bears in her end step
    Given the board "rules/513/postcombat-bolt.json"
    When Alice passes priority
    And Bob passes priority
    And Alice casts "bolt" targeting "bob-bears", tapping "mountain" for mana
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    And it is turn 3 of Alice, in the end step

  @cr:512.1 @card:Mountain
  Scenario: Control: when both players pass in the end step, the cleanup step follows and then Bob's turn
    Given the board "rules/513/postcombat-bolt.json"
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 4 of Bob, in the upkeep step
