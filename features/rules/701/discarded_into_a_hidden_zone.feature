Feature: A discarded card put into a hidden zone unrevealed has undefined characteristics (CR 701.8c)
  Vohar, Vodalian Desecrator: "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card
  this way, each opponent loses 1 life and you gain 1 life." Library of Leng: "If an effect causes you to discard a
  card, discard it, but you may put it on top of your library instead of into your graveyard." A card put on top of
  the library that way isn't revealed: all values of its characteristics are undefined, so it is no instant card.

  @cr:701.8c @card:Vohar,_Vodalian_Desecrator @card:Library_of_Leng @card:Lightning_Bolt
  Scenario: Alice discards Lightning Bolt and puts it on top of her library: it is no instant card, and nobody loses or gains life
    Given the board "rules/701/vohar-leng.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice chooses "bolt"
    Then Alice's library holds "Lightning Bolt", "Forest"
    And Alice's hand holds "Island"
    And Bob's life total is 20
    And Alice's life total is 20

  @cr:701.8c @card:Vohar,_Vodalian_Desecrator @card:Library_of_Leng @card:Lightning_Bolt
  Scenario: Alice discards Lightning Bolt into her graveyard: an instant card was discarded, Bob loses 1 life and Alice gains 1
    Given the board "rules/701/vohar-leng.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice chooses nothing
    Then Alice's graveyard holds "Lightning Bolt"
    And Bob's life total is 19
    And Alice's life total is 21

