Feature: A card discarded onto the top of the library is discarded, and is the library's top card (CR 701.8c, 614.1a)
  CR 701.8c: "If a card is discarded, but an effect causes it to be put into a hidden zone instead of into its
  owner's graveyard without being revealed, all values of that card's characteristics are considered to be
  undefined." Library of Leng: "If an effect causes you to discard a card, discard it, but you may put it on top of
  your library instead of into your graveyard" (a replacement effect, 614.1a). Vohar, Vodalian Desecrator: "{T}: Draw
  a card, then discard a card. ..." Containment Construct: "Whenever you discard a card, you may exile that card from
  your graveyard. ..." A player draws the top card of her library (121.1).

  @cr:614.1a @cr:121.1 @card:Vohar,_Vodalian_Desecrator @card:Library_of_Leng @card:Lightning_Bolt
  Scenario: Alice puts the Lightning Bolt she discards on top of her library, and draws it in her next turn
    Given the board "rules/701/vohar-leng-libraries.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice chooses "bolt"
    And the game advances to the next turn
    And the game advances to the next turn
    Then Alice's hand holds "Island", "Lightning Bolt"
    And Alice's library holds "Forest"

  @cr:614.1a @cr:121.1 @card:Vohar,_Vodalian_Desecrator @card:Library_of_Leng @card:Lightning_Bolt
  Scenario: Control: Alice puts the Lightning Bolt she discards into her graveyard, and draws the Forest in her next turn
    Given the board "rules/701/vohar-leng-libraries.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice chooses nothing
    And the game advances to the next turn
    And the game advances to the next turn
    Then Alice's hand holds "Island", "Forest"
    And "bolt" is in Alice's graveyard

  @cr:701.8c @cr:603.2 @card:Vohar,_Vodalian_Desecrator @card:Library_of_Leng @card:Containment_Construct @card:Lightning_Bolt
  Scenario: The Lightning Bolt Alice puts on top of her library is still discarded: Containment Construct's ability triggers, and finds no card to exile
    Given the board "rules/701/vohar-leng-construct.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice chooses "bolt"
    Then the stack is, from the top: a triggered ability of "Containment Construct" controlled by Alice
    When all players pass priority
    Then the stack is empty
    And Alice's library holds "Lightning Bolt", "Forest"
