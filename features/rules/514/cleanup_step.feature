Feature: The cleanup step: discarding to maximum hand size, and another cleanup step (CR 514.1, 514.3, 514.3a)
  CR 514.1: "First, if the active player's hand contains more cards than their maximum hand size (normally
  seven), they discard enough cards to reduce their hand size to that number." The player chooses which cards;
  CR 701.8a: "To discard a card, move it from its owner's hand to that player's graveyard."
  CR 514.3: "Normally, no player receives priority during the cleanup step, so no spells can be cast and no
  abilities can be activated." CR 514.3a: when players received priority in a cleanup step, "once the stack is empty and all players pass in
  succession, another cleanup step begins." CR 500.3: "A step in which no players receive priority ends when all
  specified actions that take place during that step are completed." Nobody holds priority while the discard
  waits or once it is done, so nobody can pass: 514.3 says why; an engine that checks priority first and answers
  that the player doesn't hold it (117.1) is right too, and so is one that names the discard still owed (514.1), as
  a pending order of triggers or of replacement effects is named by its own rule (603.3b, 616.1).

  @cr:514.1 @card:Forest @card:Island
  Scenario: With nine cards in hand, the active player chooses two to discard in the cleanup step
    Given the board "rules/514/hand-of-9-end-step.json"
    When the game advances to the next turn
    Then Alice must discard from "Forest", "Island", "Island", "Island", "Island", "Island", "Island", "Island" and "Island"
    And it is turn 3 of Alice, in the cleanup step
    When Alice chooses "forest" and "island#1"
    Then Alice's graveyard holds "Forest" and "Island"
    And Alice's hand holds "Island", "Island", "Island", "Island", "Island", "Island" and "Island"
    And it is turn 4 of Bob, in the upkeep step

  @cr:514.1 @card:Forest @card:Island
  Scenario: Discarding fewer cards than the excess over maximum hand size is refused
    Given the board "rules/514/hand-of-9-end-step.json"
    When the game advances to the next turn
    And Alice chooses "forest"
    Then the action is refused (CR 514.1)
    And the game is as it was before the action

  @cr:514.1 @cr:701.8a @card:Forest @card:Island
  Scenario: The cards discarded come from the hand: choosing a Forest on the battlefield as one of the two is refused
    Given the board "rules/514/hand-of-9-forest-in-play-end-step.json"
    When the game advances to the next turn
    And Alice chooses "forest" and "forest-in-play"
    Then the action is refused (CR 701.8a or 514.1)
    And the game is as it was before the action

  @cr:500.3 @cr:514.1 @context:514.3 @context:117.1 @card:Forest @card:Island
  Scenario: While the discard waits for the active player's choice, the game can't advance
    Given the board "rules/514/hand-of-9-end-step.json"
    When the game advances to the next turn
    And the game advances to the next turn
    Then the action is refused (CR 500.3 or 514.3 or 117.1 or 514.1)
    And the game is as it was before the action

  @cr:514.1 @card:Forest @card:Island
  Scenario: Control: with seven cards in hand, nothing is discarded and the next turn begins
    Given the board "rules/514/hand-of-7-end-step.json"
    When the game advances to the next turn
    Then Alice's graveyard is empty
    And it is turn 4 of Bob, in the precombat_main step

  @cr:514.3a @cr:514.1 @card:Forest @card:Island
  Scenario: After a cleanup step in which players received priority, another cleanup step begins
    Given the board "rules/514/cleanup-with-priority-hand-of-8.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the cleanup step
    And Alice must discard from cards including "Forest"

  @cr:514.3a @cr:514.1 @card:Forest @card:Island
  Scenario: Advancing the game from a cleanup step in which players received priority begins another cleanup step
    Given the board "rules/514/cleanup-with-priority-hand-of-8.json"
    When the game advances to the next turn
    Then it is turn 3 of Alice, in the cleanup step
    And Alice must discard from cards including "Forest"

  @cr:514.3 @context:117.1 @card:Forest @card:Island
  Scenario: In a cleanup step in which no player receives priority, the players can't pass it, and the game goes on to the next turn
    Given the board "rules/514/hand-of-7-end-step.json"
    When the game advances to cleanup
    Then it is turn 3 of Alice, in the cleanup step
    When Alice passes priority
    Then the action is refused (CR 514.3 or 117.1)
    And the game is as it was before the action
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step

  @cr:514.3 @context:117.1 @card:Lightning_Bolt @card:Mountain
  Scenario: In the cleanup step, Alice can't cast Lightning Bolt: no player receives priority in it
    Given the board "rules/514/end-step-bolt.json"
    When the game advances to cleanup
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then the action is refused (CR 514.3 or 117.1)
    And the game is as it was before the action
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And Bob's life total is 20

  @cr:514.1 @card:Forest @card:Island
  Scenario: Only the active player discards: Alice discards two of her nine cards, and Bob keeps his eight
    Given the board "rules/514/hand-of-9-bobs-hand-of-8-end-step.json"
    When the game advances to the next turn
    Then Alice must discard from "Forest", "Island", "Island", "Island", "Island", "Island", "Island", "Island" and "Island"
    When Alice chooses "forest" and "island#1"
    Then Alice's graveyard holds "Forest" and "Island"
    And Bob's graveyard is empty
