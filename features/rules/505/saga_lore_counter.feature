Feature: As the active player's precombat main phase begins, they put a lore counter on each Saga they control, before they receive priority (CR 505.4)
  CR 505.4: "Second, if the active player controls one or more Saga enchantments and it's the active player's
  precombat main phase, the active player puts a lore counter on each Saga they control. [...] This turn-based action
  doesn't use the stack." (714.3b says the same.) CR 505.6: "Fourth, the active player gets priority": the
  chapter ability the counter triggers is on the stack by then (117.5). The Eldest Reborn: "III — Put target creature or planeswalker card from a graveyard onto the battlefield under your
  control." Only in
  its controller's precombat main phase: not in her postcombat main phase, nor in Bob's precombat main phase.

  @cr:505.4 @cr:714.3b @cr:505.6 @card:The_Eldest_Reborn @card:Grizzly_Bears
  Scenario: As Alice's precombat main phase begins, The Eldest Reborn gets its third lore counter and its chapter III ability triggers
    Given the board "rules/505/reborn-two-lore-bobs-end-step.json"
    When the game advances to the next turn
    Then it is turn 3 of Alice, in the precombat_main step
    And "reborn" has 3 lore counters
    And the stack is, from the top: a triggered ability of "The Eldest Reborn" controlled by Alice
    And Alice has priority
    When all players pass priority
    Then "bob-bears" is on the battlefield

  @cr:505.6 @cr:505.4 @card:The_Eldest_Reborn @card:Grizzly_Bears
  Scenario: Through Alice's beginning phase to her precombat main phase: when she first receives priority there, the lore counter is put and the chapter ability is on the stack
    Given the board "rules/505/reborn-two-lore-bobs-end-step.json"
    When Bob passes priority
    And Alice passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the precombat_main step
    And "reborn" has 3 lore counters
    And the stack is, from the top: a triggered ability of "The Eldest Reborn" controlled by Alice
    And Alice has priority

  @cr:505.4 @cr:714.3b @card:The_Eldest_Reborn
  Scenario: In Alice's postcombat main phase no lore counter is put on The Eldest Reborn
    Given the board "rules/505/reborn-two-lore-precombat-main.json"
    When the game advances to postcombat_main
    Then it is turn 3 of Alice, in the postcombat_main step
    And "reborn" has 2 lore counters
    And the stack is empty
    And "bob-bears" is in Bob's graveyard

  @cr:505.4 @cr:714.3b @card:The_Eldest_Reborn
  Scenario: From Alice's precombat main phase to her end step, The Eldest Reborn gets no lore counter and nothing triggers
    Given the board "rules/505/reborn-two-lore-precombat-main.json"
    When the game advances to end
    Then it is turn 3 of Alice, in the end step
    And "reborn" has 2 lore counters
    And the stack is empty

  @cr:505.4 @cr:714.3b @card:The_Eldest_Reborn
  Scenario: Control: in Bob's precombat main phase no lore counter is put on Alice's The Eldest Reborn
    Given the board "rules/505/reborn-two-lore-alices-end-step.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And "reborn" has 2 lore counters
    And the stack is empty
