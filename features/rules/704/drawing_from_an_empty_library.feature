Feature: A player who attempted to draw from an empty library loses the game, whatever her life total (CR 704.5b)
  CR 704.5b: "If a player attempted to draw a card from a library with no cards in it since the last time
  state-based actions were checked, that player loses the game." Alice has 1 life, more than the 0 or less of
  704.5a: drawing from her empty library in her draw step is why she loses.

  @cr:704.5b @card:Forest
  Scenario: Alice, at 1 life, draws from her empty library in her draw step and loses the game by drawing from an empty library
    Given the board "rules/704/alice-at-1-empty-library.json"
    When the game advances to the next turn
    Then Alice has lost the game by drawing from an empty library
    And Bob has won the game

  @cr:704.5b @card:Island @card:Forest
  Scenario: Control: Alice, at 1 life, draws the Island of her library and stays in the game
    Given the board "rules/704/alice-at-1-one-card.json"
    When the game advances to the next turn
    Then Alice's hand holds "Island"
    And no player has lost the game
    And it is turn 5 of Alice, in the precombat_main step
