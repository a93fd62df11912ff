Feature: A Saga with its final chapter's lore counters is sacrificed once that chapter ability has left the stack (CR 704.5s)
  CR 704.5s: "If the number of lore counters on a Saga permanent is greater than or equal to its final chapter
  number and it isn't the source of a chapter ability that has triggered but not yet left the stack, that Saga's
  controller sacrifices it." The Eldest Reborn: "I — Each opponent sacrifices a creature or planeswalker. II — Each
  opponent discards a card. III — Put target creature or planeswalker card from a graveyard onto the battlefield
  under your control." As Alice's precombat main phase begins she puts a lore counter on it (714.3b).

  @cr:704.5s @card:The_Eldest_Reborn @card:Grizzly_Bears
  Scenario: The third lore counter triggers chapter III: The Eldest Reborn stays while the ability is on the stack, and is sacrificed once it resolves
    Given the board "rules/704/reborn-two-lore-bears-in-bobs-graveyard.json"
    When the game advances to precombat_main
    Then "reborn" has 3 lore counters
    And the stack is, from the top: a triggered ability of "The Eldest Reborn"
    And "reborn" is on the battlefield
    And Alice has priority
    When all players pass priority
    Then "Grizzly Bears" is on the battlefield
    And "The Eldest Reborn" is in Alice's graveyard

  @cr:704.5s @context:608.2b @card:The_Eldest_Reborn @card:Tormod's_Crypt @card:Grizzly_Bears
  Scenario: Bob exiles his graveyard in response: chapter III leaves the stack without resolving, and The Eldest Reborn is sacrificed all the same
    Given the board "rules/704/reborn-two-lore-bears-crypt.json"
    When the game advances to precombat_main
    And Alice passes priority
    And Bob activates "crypt" targeting Bob
    And all players pass priority
    Then "Grizzly Bears" is in Bob's exile
    And "reborn" is on the battlefield
    When all players pass priority
    Then the stack is empty
    And "The Eldest Reborn" is in Alice's graveyard

  @cr:704.5s @card:The_Eldest_Reborn
  Scenario: Control: with two lore counters, short of its final chapter, The Eldest Reborn stays and nothing triggers
    Given the board "rules/704/reborn-two-lore-bears-in-bobs-graveyard.json"
    Then "reborn" is on the battlefield
    And the stack is empty
    And Alice has priority
