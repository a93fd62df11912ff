Feature: A main phase ends when all players pass in succession with the stack empty, not when the active player passes (CR 505.2)
  CR 505.2: "The main phase has no steps, so a main phase ends when all players pass in succession while the stack
  is empty. (See rule 500.2.)" When Alice passes priority in her main phase, Bob receives priority (117.3d) and may
  act: he casts Lightning Bolt, and after it resolves Alice receives priority in the same main phase (117.3b).

  @cr:505.2 @card:Forest
  Scenario: When Alice passes in her postcombat main phase with the stack empty, Bob receives priority in that phase
    Given the board "rules/505/postcombat-main-forest.json"
    When Alice passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    And Bob has priority

  @cr:505.2 @context:117.3d @context:117.3b @card:Lightning_Bolt @card:Mountain
  Scenario: When Alice passes in her precombat main phase, Bob casts Lightning Bolt there; it resolves and the phase goes on
    Given the board "rules/505/precombat-main-bob-bolt.json"
    When Alice passes priority
    And Bob casts "bolt" targeting Alice, tapping "mountain" for mana
    And all players pass priority
    Then Alice's life total is 17
    And it is turn 3 of Alice, in the precombat_main step
    And Alice has priority

  @cr:505.2 @card:Forest
  Scenario: When Bob passes too, Alice's postcombat main phase ends and her end step begins
    Given the board "rules/505/postcombat-main-forest.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end step
    And Alice has priority
