Feature: A player at 1 life who drew from an empty library loses for the draw, not for her life (CR 704.5b, 704.5a)
  CR 704.5a: "If a player has 0 or less life, that player loses the game." CR 704.5b: "If a player attempted to draw
  a card from a library with no cards in it since the last time state-based actions were checked, that player
  loses the game." Vohar, Vodalian Desecrator: "{T}: Draw a card, then discard a card. ..." At 1 life, Alice still
  has more than 0.

  @cr:704.5b @cr:704.5a @card:Vohar,_Vodalian_Desecrator
  Scenario: Alice, at 1 life, draws from her empty library: she loses the game by drawing from an empty library
    Given the board "rules/704/vohar-empty-library-one-life.json"
    When Alice activates "vohar"
    And all players pass priority
    Then Alice has lost the game by drawing from an empty library
    And Alice's life total is 1
