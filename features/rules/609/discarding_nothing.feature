Feature: An effect that has a player discard a card from an empty hand discards nothing, and nothing was discarded "this way" (CR 609.3)
  CR 609.3: "If an effect attempts to do something impossible, it does only as much as possible." Vohar, Vodalian
  Desecrator: "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card this way, each
  opponent loses 1 life and you gain 1 life." A player who attempted to draw a card from a library with no cards in
  it loses the game the next time state-based actions are checked (704.5b).

  @cr:609.3 @cr:704.5b @card:Vohar,_Vodalian_Desecrator
  Scenario: Alice, with an empty library and an empty hand, draws nothing and discards nothing: nobody loses or gains life, and she loses the game
    Given the board "rules/609/vohar-empty-hand.json"
    When Alice activates "vohar"
    And all players pass priority
    Then Alice has lost the game by drawing from an empty library
    And Bob's life total is 20
    And Alice's life total is 20

  @cr:609.3 @cr:704.5b @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: Control: Alice, with an empty library, discards the Lightning Bolt in her hand: Bob loses 1 life and she gains 1, and she loses the game
    Given the board "rules/609/vohar-bolt-in-hand.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    Then Alice has lost the game by drawing from an empty library
    And Bob's life total is 19
    And Alice's life total is 21
