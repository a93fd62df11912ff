Feature: The turns go in turn order: after a player's turn, the next player in turn order takes the next one (CR 103.1)
  CR 103.1: "The game's default turn order begins with the starting player and proceeds clockwise." CR 101.4 names
  "the next player in turn order (usually the player seated to the active player's left)". In a game of Alice, Bob
  and Carol, seated in that order, Bob's turn follows Alice's.

  @cr:103.1 @card:Island
  Scenario: In a three-player game, the turn after Alice's is Bob's, not Carol's
    Given the board "rules/103/three-players-end-step.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
