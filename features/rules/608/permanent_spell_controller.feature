Feature: A resolving permanent spell enters under the control of the spell's controller (CR 608.3a)
  CR 608.3a: "If the object that's resolving has no targets, it becomes a permanent and enters the battlefield under
  the control of the spell's controller." Havengul Lich reads "{1}: You may cast target creature card in a
  graveyard this turn. When you cast that card this turn, Havengul Lich gains all activated abilities of that card
  until end of turn." A card cast with an effect's permission from another player's graveyard (601.3) becomes a
  spell its caster controls (601.2a) and its owner still owns (108.3). Alice casts Bob's Grizzly Bears from his
  graveyard: it enters under her control, not its owner's, and Bob's battlefield stays empty. The controls where
  owner and controller are the same, which every reading of 608.3a passes, are the permanent spells cast from hand
  in rules/702/keyword_abilities.feature.

  @cr:608.3a @context:601.3 @context:603.7 @card:Havengul_Lich @card:Grizzly_Bears
  Scenario: Alice casts Bob's Grizzly Bears from his graveyard with the Lich: it resolves onto her battlefield
    Given the board "rules/608/lich-bobs-bears.json"
    When Alice activates "lich" targeting "bobs-bears"
    And all players pass priority
    And Alice casts "bobs-bears"
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Alice, then "Grizzly Bears" controlled by Alice
    When all players pass priority 2 times
    Then Alice's battlefield holds "Havengul Lich" and "Grizzly Bears"
    And Bob's battlefield is empty

