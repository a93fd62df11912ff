Feature: A turn begins with the untap, upkeep and draw steps, in this order, whether or not anything happens in them (CR 500.1, 501.1, 503.1)
  CR 500.1: "A turn consists of five phases, in this order: beginning, precombat main, combat, postcombat main, and
  ending. Each of these phases takes place every turn, even if nothing happens during the phase." CR 501.1: "The
  beginning phase consists of three steps, in this order: untap, upkeep, and draw." CR 503.1: "The upkeep step has
  no turn-based actions. Once it begins, the active player gets priority." No ability triggers in Alice's upkeep
  here: the upkeep still takes place, and she receives priority in it before she draws (504.1).

  @cr:501.1 @cr:503.1 @context:502.4 @card:Forest @card:Grizzly_Bears @card:Mountain
  Scenario: After Bob's turn, Alice first receives priority in her upkeep, before her draw
    Given the board "rules/500/bobs-end-step-tapped.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 4 of Alice, in the upkeep step
    And Alice has priority
    And Alice's hand is empty
    And the stack is empty

  @cr:501.1 @cr:503.1 @context:504.1 @card:Lightning_Bolt
  Scenario: When both players pass in Alice's upkeep, her draw step begins and she draws Lightning Bolt
    Given the board "rules/500/bobs-end-step-tapped.json"
    When Bob passes priority
    And Alice passes priority
    And Alice passes priority
    Then it is turn 4 of Alice, in the upkeep step
    And Bob has priority
    When Bob passes priority
    Then it is turn 4 of Alice, in the draw step
    And Alice's hand holds "Lightning Bolt"
    And Alice has priority

  @cr:500.1 @context:501.1 @card:Lightning_Bolt
  Scenario: Control: after the draw step comes Alice's precombat main phase
    Given the board "rules/500/bobs-end-step-tapped.json"
    When the game advances to the next turn
    Then it is turn 4 of Alice, in the precombat_main step
    And Alice's hand holds "Lightning Bolt"
    And Alice has priority
