Feature: An effect that allows a card to be cast finds the spell the card became (CR 400.7h)
  CR 400.7h: "If an effect allows a nonland card to be cast, other parts of that effect can find the new object that
  card becomes after it moves to the stack as a result of being cast this way." Vohar, Vodalian Desecrator: "{2},
  Sacrifice Vohar, Vodalian Desecrator: You may cast target instant or sorcery card from your graveyard this turn.
  If that spell would be put into your graveyard, exile it instead. Activate only as a sorcery." The spell is a new
  object (400.7), yet "that spell" finds it.

  @cr:400.7h @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: Lightning Bolt, cast from the graveyard with Vohar's permission, is exiled instead of put into the graveyard as it resolves
    Given the board "rules/400/vohar-two-bolts.json"
    When Alice activates ability 2 of "vohar" targeting "bolt", paying with {C}{C}
    Then "vohar" is in Alice's graveyard
    When all players pass priority
    And Alice casts "bolt" from her graveyard, targeting Bob
    Then Alice paid {R} for the spell
    When all players pass priority
    Then Bob's life total is 17
    And "bolt" is in Alice's exile

  @cr:601.3 @context:400.7h @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: The other Lightning Bolt in Alice's graveyard, which Vohar's ability didn't target, can't be cast
    Given the board "rules/400/vohar-two-bolts.json"
    When Alice activates ability 2 of "vohar" targeting "bolt"
    And all players pass priority
    And Alice casts "bolt2" from her graveyard, targeting Bob
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
    And "bolt2" is in Alice's graveyard

  @cr:400.7h @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt @card:Counterspell
  Scenario: Lightning Bolt, cast with Vohar's permission and countered by Bob's Counterspell, is exiled, not put into the graveyard
    Given the board "rules/400/vohar-two-bolts.json"
    When Alice activates ability 2 of "vohar" targeting "bolt", paying with {C}{C}
    And all players pass priority
    And Alice casts "bolt" from her graveyard, targeting Bob
    And Alice passes priority
    And Bob casts "counterspell" targeting "bolt"
    And all players pass priority
    Then Bob's life total is 20
    And "bolt" is in Alice's exile
