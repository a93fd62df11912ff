Feature: After the cleanup step's actions, the game goes on to the next turn, unless players received priority in it (CR 514.1, 514.3, 514.3a)
  CR 514.1: "First, if the active player's hand contains more cards than their maximum hand size (normally
  seven), they discard enough cards to reduce their hand size to that number." CR 514.3: "Normally, no player
  receives priority during the cleanup step [...]" CR 500.3: "A step in which no players receive priority ends when
  all specified actions that take place during that step are completed." CR 514.3a: "At this point, the game checks
  to see if any state-based actions would be performed and/or any triggered abilities are waiting to be put onto
  the stack [...] If so, those state-based actions are performed, then those triggered abilities are put on the
  stack, then the active player gets priority." Mutavault reads "{1}: Until end of turn, Mutavault becomes a 2/2
  creature with all creature types. It's still a land."; Angelic Destiny has "Enchant creature" (704.5m).

  @cr:500.2 @cr:500.3 @cr:514.3 @card:Forest @card:Island
  Scenario: All players pass in Alice's end step: the cleanup step ends with nobody receiving priority, and Bob has priority in his upkeep
    Given the board "rules/514/hand-of-7-end-step.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 4 of Bob, in the upkeep step
    And Bob has priority

  @cr:514.1 @cr:514.3 @cr:117.3a @card:Forest @card:Island
  Scenario: Once Alice has discarded down to seven cards, the game goes on to Bob's turn, and he has priority in his upkeep
    Given the board "rules/514/hand-of-9-end-step.json"
    When the game advances to the next turn
    And Alice chooses "forest" and "island#1"
    Then it is turn 4 of Bob, in the upkeep step
    And Bob has priority

  @cr:514.1 @card:Forest @card:Island
  Scenario: Only the active player's hand counts: with seven cards Alice discards nothing, and Bob, who holds nine, discards nothing in her cleanup step
    Given the board "rules/514/hand-of-7-bobs-hand-of-9-end-step.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And Alice's graveyard is empty
    And Bob's graveyard is empty

  @cr:514.3a @cr:514.2 @cr:704.5m @card:Mutavault @card:Angelic_Destiny
  Scenario: Mutavault stops being a creature in the cleanup step: Angelic Destiny goes to the graveyard, and Alice receives priority in that cleanup step
    Given the board "rules/704/mutavault-destiny-in-hand.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice casts "destiny" targeting "mutavault"
    And all players pass priority
    And the game advances to cleanup
    Then it is turn 4 of Alice, in the cleanup step
    And "destiny" is in Alice's graveyard
    And Alice has priority
