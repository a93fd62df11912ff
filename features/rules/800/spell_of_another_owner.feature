Feature: A spell whose controller leaves the game but whose owner stays is exiled (CR 800.4a)
  CR 800.4a: "When a player leaves the game, all objects (see rule 109) owned by that player leave the game ... Then,
  if there are any objects still controlled by that player, those objects are exiled." A card cast with an effect's
  permission from another player's graveyard (601.3) becomes a spell its caster controls (601.2a) and its owner still
  owns (108.3). An exiled card goes to its owner's exile (400.3). Havengul Lich reads "{1}: You may cast target
  creature card in a graveyard this turn. When you cast that card this turn, Havengul Lich gains all activated
  abilities of that card until end of turn": its second sentence is a delayed triggered ability (603.7), which
  triggers as Carol casts the Grizzly Bears (601.2i) and goes on the stack above it, under Carol's control (603.7e).
  When Carol leaves the game, that ability, an object on the stack not represented by a card, ceases to exist
  (800.4a). The delayed trigger's source is the Lich, whose ability created it, not the Bears cast (603.7e): both
  scenarios decide that; who controls it is passed through, since Carol activated the ability, controls the Lich,
  casts the Bears and is the active player, so every reading of 603.7e gives her the trigger. In the control nobody
  leaves, so 800.4a is only passed through there; it decides the trigger (603.7) and that the Bears, Alice's card,
  resolves under Carol's control, the spell's controller, not its owner (608.3a).

  @cr:800.4a @cr:601.3 @cr:108.3 @cr:603.7 @cr:603.7e @card:Havengul_Lich @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Carol leaves the game while she controls a spell of Alice's card and the Lich's trigger: the card is exiled into Alice's exile, and the trigger ceases to exist
    Given the board "rules/800/carols-lich-alices-bears-at-3.json"
    When Carol activates "lich" targeting "bears"
    And all players pass priority
    And Carol casts "bears"
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Carol, then "Grizzly Bears" controlled by Carol
    When Carol passes priority
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Carol has lost the game with 0 or less life
    And "bears" is in Alice's exile
    And the stack is empty

  @cr:601.3 @cr:108.3 @cr:603.7 @cr:603.7e @cr:608.3a @context:800.4a @card:Havengul_Lich @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Carol stays in the game at 1 life, the Lich's trigger resolves, and the spell of Alice's card she cast resolves under her control
    Given the board "rules/800/carols-lich-alices-bears-at-4.json"
    When Carol activates "lich" targeting "bears"
    And all players pass priority
    And Carol casts "bears"
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Carol, then "Grizzly Bears" controlled by Carol
    When Carol passes priority
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority 2 times
    Then the stack is, from the top: "Grizzly Bears" controlled by Carol
    When all players pass priority
    Then no player has lost the game
    And Carol's life total is 1
    And Carol's battlefield holds "Grizzly Bears" and "Havengul Lich"
    And Alice's exile is empty
