Feature: An intervening "if" clause is checked as the ability triggers and again as it resolves (CR 603.4, 608.2a)
  CR 608.2a: "If a triggered ability has an intervening 'if' clause, it checks whether the clause's condition
  is true. If it isn't, the ability is removed from the stack and does nothing." Felidar Sovereign reads "At the
  beginning of your upkeep, if you have 40 or more life, you win the game." With less than 40 life as her upkeep
  begins, it doesn't trigger (603.4); if her life falls below 40 while it waits on the stack, it does nothing.

  @cr:104.2b @context:603.4 @context:608.2a @card:Felidar_Sovereign
  Scenario: With 40 life as her upkeep begins and as the ability resolves, Alice wins the game
    Given the board "rules/608/felidar-40-life.json"
    When the game advances to the next turn
    Then the stack is, from the top: a triggered ability of "Felidar Sovereign" controlled by Alice
    When all players pass priority
    Then Alice has won the game

  @cr:603.4 @card:Felidar_Sovereign
  Scenario: With 39 life as her upkeep begins, the ability doesn't trigger
    Given the board "rules/608/felidar-39-life.json"
    When the game advances to the next turn
    Then the stack is empty
    And Alice has priority
    And no player has lost the game

  @cr:608.2a @cr:608.1 @card:Felidar_Sovereign @card:Lightning_Bolt @card:Mountain
  Scenario: Bob's Lightning Bolt takes Alice to 37 life while the ability waits: it resolves and does nothing
    Given the board "rules/608/felidar-40-life.json"
    When the game advances to the next turn
    And Alice passes priority
    And Bob taps "mountain" for mana
    And Bob casts "bolt" targeting Alice
    And all players pass priority
    Then Alice's life total is 37
    And the stack is, from the top: a triggered ability of "Felidar Sovereign" controlled by Alice
    When all players pass priority
    Then the stack is empty
    And no player has lost the game

  @cr:608.2a @card:Felidar_Sovereign @card:Lightning_Bolt @card:Mountain
  Scenario: Once the ability did nothing, Alice's turn goes on to her draw step
    Given the board "rules/608/felidar-40-life.json"
    When the game advances to the next turn
    And Alice passes priority
    And Bob taps "mountain" for mana
    And Bob casts "bolt" targeting Alice
    And all players pass priority 2 times
    And the game advances to precombat_main
    Then Alice's hand holds "Island"
    And no player has lost the game

  @cr:104.2b @context:608.2a @card:Felidar_Sovereign @card:Lightning_Bolt @card:Mountain
  Scenario: A Lightning Bolt at Bob while the ability waits leaves Alice at 40 life: she wins the game
    Given the board "rules/608/felidar-40-life.json"
    When the game advances to the next turn
    And Alice passes priority
    And Bob taps "mountain" for mana
    And Bob casts "bolt" targeting Bob
    And all players pass priority 2 times
    Then Alice has won the game
    And Bob's life total is 17
