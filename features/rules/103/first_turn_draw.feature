Feature: The player who plays first skips the draw step of their first turn (CR 103.8a)
  CR 103.8a: "In a two-player game, the player who plays first skips the draw step of their first turn."
  CR 103.8c: "In all other multiplayer games, no player skips the draw step of their first turn." Only the player
  who plays first skips it: an engine that has every player skip the draw step of their first turn fails the control
  of Bob's first turn, turn 2. A board with no turn number is on turn 1, the board schema's default.

  @cr:103.8a @card:Forest
  Scenario: On the first turn of a two-player game, the first player goes from upkeep to main phase without drawing
    Given the board "rules/103/two-players-turn-1-upkeep.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 1 of Alice, in the precombat_main step
    And Alice's hand is empty
    And "top" is in Alice's library

  @cr:103.8a @card:Forest
  Scenario: Control: on a later turn of a two-player game, the active player draws in the draw step
    Given the board "rules/103/two-players-turn-3-upkeep.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's hand holds "Forest"

  @cr:103.8a @card:Forest
  Scenario: Control: in a two-player game, the player who plays second draws in the draw step of his first turn
    Given the board "rules/103/two-players-turn-2-bob-upkeep.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 2 of Bob, in the draw step
    And Bob's hand holds "Forest"

  @cr:103.8c @card:Forest
  Scenario: Control: on the first turn of a three-player game, the first player draws
    Given the board "rules/103/three-players-turn-1-upkeep.json"
    When Alice passes priority
    And Bob passes priority
    And Carol passes priority
    Then it is turn 1 of Alice, in the draw step
    And Alice's hand holds "Forest"

  @cr:103.8a @card:Forest
  Scenario: A board that names no turn number is on the first turn: the first player of two skips that draw step
    Given the board "rules/103/two-players-unnumbered-turn-upkeep.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 1 of Alice, in the precombat_main step
    And Alice's hand is empty
