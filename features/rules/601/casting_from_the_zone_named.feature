Feature: The card a player casts is moved from where it is, the zone she casts it from (CR 601.2a, 601.3)
  CR 601.2a: "To propose the casting of a spell, a player first moves that card ... from where it is to the
  stack." CR 601.3: "A player can begin to cast a spell only if a rule or effect allows that player to cast it ..."
  Vohar, Vodalian Desecrator: "{2}, Sacrifice Vohar, Vodalian Desecrator: You may cast target instant or sorcery
  card from your graveyard this turn. ..." Alice has a Lightning Bolt in her hand and another in her graveyard: the
  one she casts from her graveyard is the graveyard's, which only Vohar's permission lets her cast.

  @cr:601.2a @context:601.3 @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: With Vohar's permission, Alice casts the Lightning Bolt of her graveyard, and the one in her hand stays there
    Given the board "rules/601/vohar-bolt-hand-and-graveyard.json"
    When Alice activates ability 2 of "vohar" targeting "graveyard-bolt", paying with {C}{C}
    And all players pass priority
    And Alice casts "Lightning Bolt" from her graveyard, targeting Bob
    Then the cards on the stack are, from the top: "Lightning Bolt"
    And Alice's graveyard holds "Vohar, Vodalian Desecrator"
    And Alice's hand holds "Lightning Bolt"

  @cr:601.3 @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: Without a permission, Alice can't cast the Lightning Bolt of her graveyard, though she could cast the one in her hand
    Given the board "rules/601/vohar-bolt-hand-and-graveyard.json"
    When Alice casts "Lightning Bolt" from her graveyard, targeting Bob
    Then the action is refused (CR 601.3)
    And Alice's hand holds "Lightning Bolt"
    When Alice casts "Lightning Bolt" from her hand, targeting Bob
    Then Alice's hand is empty
    And Alice's graveyard holds "Lightning Bolt"
    And the cards on the stack are, from the top: "Lightning Bolt"
