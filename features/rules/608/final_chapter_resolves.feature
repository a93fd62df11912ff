Feature: An ability that triggers when an ability resolves triggers once all of that resolution's steps are done (CR 608.2p)
  CR 608.2p: "Once all possible steps described in 608.2c-n are completed, any abilities that trigger when that
  spell or ability resolves trigger." Narci, Fable Singer reads "Whenever the final chapter ability of a Saga you
  control resolves, each opponent loses X life and you gain X life, where X is that Saga's mana value." The final
  chapter ability of The Eldest Reborn (mana value 5) reads "III — Put target creature or planeswalker card from a
  graveyard onto the battlefield under your control." As Alice's precombat main phase begins she puts a lore
  counter on the Saga (714.3b); its third makes chapter III trigger (714.2b). When chapter III puts Narci onto the
  battlefield, Narci is there once the ability's steps are done: its ability triggers. Once the chapter ability has
  left the stack, the Saga is sacrificed (714.4), and Narci's "Whenever you sacrifice an enchantment, draw a card"
  triggers too: Alice orders her two abilities of Narci (603.3b), which commute, so the scenarios name no order
  that matters.

  @cr:608.2p @cr:714.4 @card:The_Eldest_Reborn @card:Narci,_Fable_Singer
  Scenario: Chapter III puts Narci from Alice's graveyard onto the battlefield, and Narci's ability triggers on that resolution
    Given the board "rules/608/reborn-narci-in-graveyard.json"
    When the game advances to precombat_main
    Then the stack is, from the top: a triggered ability of "The Eldest Reborn"
    And "The Eldest Reborn" is on the battlefield
    When all players pass priority
    Then "Narci, Fable Singer" is on the battlefield
    And "The Eldest Reborn" is in Alice's graveyard
    And Alice must order her triggered abilities from "Narci, Fable Singer" and "Narci, Fable Singer"
    When Alice puts her triggered abilities on the stack in this order: "Narci, Fable Singer", then "Narci, Fable Singer"
    And all players pass priority 2 times
    Then Bob's life total is 15
    And Alice's life total is 25
    And Alice's hand holds "Island"

  @cr:608.2p @card:The_Eldest_Reborn @card:Narci,_Fable_Singer
  Scenario: Chapter III puts Bob's Narci onto the battlefield under Alice's control, and Narci's ability triggers for Alice
    Given the board "rules/608/reborn-bobs-narci.json"
    When the game advances to precombat_main
    And all players pass priority
    Then Alice must order her triggered abilities from "Narci, Fable Singer" and "Narci, Fable Singer"
    When Alice puts her triggered abilities on the stack in this order: "Narci, Fable Singer", then "Narci, Fable Singer"
    And all players pass priority 2 times
    Then Bob's life total is 15
    And Alice's life total is 25
    And Alice's hand holds "Island"

  @cr:608.2b @context:608.2p @card:The_Eldest_Reborn @card:Narci,_Fable_Singer @card:Tormod's_Crypt @card:Grizzly_Bears
  Scenario: Bob exiles his graveyard in response: chapter III, its only target gone, doesn't resolve, and only Narci's sacrifice ability triggers
    Given the board "rules/608/reborn-narci-bears-crypt.json"
    When the game advances to precombat_main
    And Alice passes priority
    And Bob activates "crypt" targeting Bob
    And all players pass priority
    Then "Grizzly Bears" is in Bob's exile
    When all players pass priority
    Then "The Eldest Reborn" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Narci, Fable Singer"
    When all players pass priority
    Then the stack is empty
    And Alice's hand holds "Island"
    And Bob's life total is 20
    And Alice's life total is 20

  @cr:714.3b @cr:714.2b @context:608.2p @card:The_Eldest_Reborn @card:Narci,_Fable_Singer @card:Grizzly_Bears
  Scenario: Control: with Narci on the battlefield, chapter III puts Bob's Grizzly Bears onto the battlefield under Alice's control, and Narci's ability triggers
    Given the board "rules/608/reborn-narci-bears.json"
    When the game advances to precombat_main
    Then "The Eldest Reborn" has 3 lore counters
    And the stack is, from the top: a triggered ability of "The Eldest Reborn"
    When all players pass priority
    Then "Grizzly Bears" is on the battlefield
    And Alice must order her triggered abilities from "Narci, Fable Singer" and "Narci, Fable Singer"
    When Alice puts her triggered abilities on the stack in this order: "Narci, Fable Singer", then "Narci, Fable Singer"
    And all players pass priority 2 times
    Then Bob's life total is 15
    And Alice's life total is 25
    And Alice's hand holds "Island"
