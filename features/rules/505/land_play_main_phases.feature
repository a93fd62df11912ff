Feature: The active player may play one land in either main phase, and in no other step (CR 505.6b)
  CR 505.6b: "During either main phase, the active player may play one land card from their hand if the stack is
  empty, if the player has priority, and if they haven't played a land this turn (unless an effect states the
  player may play additional lands)." 305.1 and 116.2a say the same of the main phase and 305.2b of the one land a
  turn; an engine refusing may name any of them.

  @cr:505.6b @card:Forest
  Scenario: Alice plays Forest in her postcombat main phase
    Given the board "rules/505/postcombat-main-forest.json"
    When Alice plays the land "hand-forest"
    Then "hand-forest" is on the battlefield
    And Alice has priority

  @cr:505.6b @context:305.1 @context:116.2a @card:Forest
  Scenario: Alice can't play Forest in her beginning of combat step; in her postcombat main phase she can
    Given the board "rules/505/beginning-of-combat-hand.json"
    When Alice plays the land "hand-forest"
    Then the action is refused (CR 505.6b or 305.1 or 116.2a)
    And the game is as it was before the action
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    When Alice plays the land "hand-forest"
    Then "hand-forest" is on the battlefield

  @cr:505.6b @context:305.1 @context:116.2a @card:Forest
  Scenario: Alice can't play Forest in her upkeep
    Given the board "rules/505/upkeep-hand.json"
    When Alice plays the land "hand-forest"
    Then the action is refused (CR 505.6b or 305.1 or 116.2a)
    And the game is as it was before the action
    When the game advances to precombat_main
    And Alice plays the land "hand-forest"
    Then "hand-forest" is on the battlefield

  @cr:505.6b @context:305.2b @context:116.2a @card:Forest
  Scenario: Having played a Forest in her precombat main phase, Alice can't play another in her postcombat main phase
    Given the board "rules/505/precombat-main-two-forests-in-hand.json"
    When Alice plays the land "forest-1"
    And the game advances to postcombat_main
    And Alice plays the land "forest-2"
    Then the action is refused (CR 505.6b or 305.2b or 116.2a)
    And the game is as it was before the action

  @cr:505.6b @card:Forest
  Scenario: Control: Alice plays one Forest in her precombat main phase
    Given the board "rules/505/precombat-main-two-forests-in-hand.json"
    When Alice plays the land "forest-1"
    Then "forest-1" is on the battlefield
    And Alice's hand holds "Forest"
