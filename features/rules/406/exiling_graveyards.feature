Feature: Exiling a target player's graveyard or all graveyards puts exactly those cards into exile (CR 406.2, 115.1)
  CR 406.2: "To exile an object is to put it into the exile zone from whatever zone it's currently in." CR 115.1:
  the targets are the objects and players a spell or ability will affect. Tormod's Crypt: "{T}, Sacrifice Tormod's
  Crypt: Exile all cards from target player's graveyard." Rest in Peace: "When Rest in Peace enters, exile all
  graveyards."

  @cr:406.2 @cr:115.1 @card:Tormod's_Crypt @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Tormod's Crypt targeting Bob exiles the cards of Bob's graveyard; Alice's graveyard keeps hers
    Given the board "rules/406/crypt-rest-in-peace.json"
    When Alice activates "crypt" targeting Bob
    And all players pass priority
    Then "bobs-bolt" is in Bob's exile
    And Alice's graveyard holds "Grizzly Bears", "Tormod's Crypt"

  @cr:406.2 @cr:115.1 @card:Tormod's_Crypt @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Tormod's Crypt targeting Alice exiles her graveyard, the Crypt itself too; Bob's graveyard keeps his card
    Given the board "rules/406/crypt-rest-in-peace.json"
    When Alice activates "crypt" targeting Alice
    And all players pass priority
    Then Alice's graveyard is empty
    And Alice's exile holds "Grizzly Bears", "Tormod's Crypt"
    And Bob's graveyard holds "Lightning Bolt"

  @cr:406.2 @card:Rest_in_Peace @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Rest in Peace's enters ability exiles every graveyard: Alice's and Bob's
    Given the board "rules/406/crypt-rest-in-peace.json"
    When Alice casts "rip"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Rest in Peace" controlled by Alice
    When all players pass priority
    Then Alice's exile holds "Grizzly Bears"
    And Bob's exile holds "Lightning Bolt"
