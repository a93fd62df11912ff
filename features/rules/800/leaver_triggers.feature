Feature: The triggered abilities of a player who left the game aren't put on the stack; the other players' are (CR 800.4d)
  CR 800.4d: "If a triggered ability that would be controlled by a player who has left the game would be put onto the
  stack, it isn't put on the stack." A player who loses a multiplayer game leaves it (104.3, 800.4) and the others
  play on. Vohar, Vodalian Desecrator: "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery
  card this way, each opponent loses 1 life and you gain 1 life." Containment Construct: "Whenever you discard a card,
  you may exile that card from your graveyard. If you do, you may play that card this turn." CR 800.4j: if the player
  who left was the active player and would receive priority, "instead the next player in turn order receives
  priority".

  @cr:800.4d @cr:704.5b @cr:800.4j @card:Vohar,_Vodalian_Desecrator @card:Containment_Construct @card:Lightning_Bolt
  Scenario: Alice draws from her empty library and discards Lightning Bolt: she leaves the game, and Containment Construct's ability never goes on the stack
    Given the board "rules/800/vohar-empty-library.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    Then Alice has lost the game by drawing from an empty library
    And the stack is empty
    And Bob has priority

  @cr:800.4d @cr:704.5b @card:Vohar,_Vodalian_Desecrator @card:Containment_Construct @card:Lightning_Bolt
  Scenario: Control: Alice draws the Island of her library and discards Lightning Bolt: she stays, and Containment Construct's ability goes on the stack
    Given the board "rules/800/vohar-carol-at-2.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    Then no player has lost the game
    And the stack is, from the top: a triggered ability of "Containment Construct" controlled by Alice

  @cr:800.4d @cr:704.5a @card:Vohar,_Vodalian_Desecrator @card:Containment_Construct @card:Lightning_Bolt
  Scenario: Carol loses her last life as Alice discards Lightning Bolt: Carol leaves the game, and Alice's triggered ability still goes on the stack
    Given the board "rules/800/vohar-carol-at-1.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    Then Carol has lost the game with 0 or less life
    And the stack is, from the top: a triggered ability of "Containment Construct" controlled by Alice
    And Alice has priority
