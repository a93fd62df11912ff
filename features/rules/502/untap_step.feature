Feature: In the untap step the active player untaps their permanents, and nobody receives priority (CR 502.3, 502.4, 500.3)
  CR 502.3: "the active player determines which permanents they control will untap. Then they untap them all
  simultaneously. This turn-based action doesn't use the stack." CR 502.4: "No player receives priority during the
  untap step". CR 500.3: "A step in which no players receive priority ends when all specified actions that take
  place during that step are completed. The only such steps are the untap step [...] and certain cleanup steps".
  After Bob's turn, Alice's untap step untaps her Forest and Grizzly Bears, not Bob's Mountain, and ends without
  anyone passing: the first player to receive priority in her turn is Alice, in her upkeep (503.1). Phasing (502.1)
  and day and night (502.2) have no card in the catalog.

  @cr:502.3 @card:Forest @card:Grizzly_Bears
  Scenario: In her untap step Alice untaps her tapped Forest and Grizzly Bears
    Given the board "rules/500/bobs-end-step-tapped.json"
    When Bob passes priority
    And Alice passes priority
    Then "forest" is untapped
    And "bears" is untapped

  @cr:502.3 @card:Mountain
  Scenario: Bob's tapped Mountain stays tapped through Alice's untap step
    Given the board "rules/500/bobs-end-step-tapped.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 4 of Alice, in the upkeep step
    And "mountain" is tapped
    And "forest" is untapped

  @cr:502.4 @cr:500.3 @context:503.1 @card:Forest
  Scenario: Nobody receives priority in Alice's untap step: it ends once her permanents untap, and she first has priority in her upkeep
    Given the board "rules/500/bobs-end-step-tapped.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 4 of Alice, in the upkeep step
    And Alice has priority
    And "forest" is untapped

  @cr:502.3 @card:Mountain @card:Forest
  Scenario: Control: in Bob's own untap step his Mountain untaps, and Alice's Forest, untapped in hers, stays so
    Given the board "rules/500/bobs-end-step-tapped.json"
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 5 of Bob, in the precombat_main step
    And "mountain" is untapped
    And "forest" is untapped

  @cr:502.3 @card:Forest @card:Mountain
  Scenario: In Bob's untap step his Mountain untaps, and Alice's tapped Forest stays tapped
    Given the board "rules/502/alices-end-step-tapped.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And "mountain" is untapped
    And "forest" is tapped
