Feature: "The exiled card" of Fiend Hunter is the card its own first ability exiled, and no other (CR 607.1, 607.2a)
  CR 607.1: two abilities printed on an object are linked when the second refers to what the first affected: "the
  second refers only to actions that were taken or objects or players that were affected by the first, and not by any
  other ability." CR 607.2a: the second "refers only to cards in the exile zone that were put there as a result of an
  instruction to exile them in the first ability." Fiend Hunter reads "When Fiend Hunter enters, you may exile another
  target creature. When Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its
  owner's control." Its leaves-the-battlefield ability is a triggered ability: it goes on the stack, and the card
  comes back only as it resolves. Each object is its own: a second Fiend Hunter's abilities are linked to each other,
  not to the first one's (607.2a); a card Swords to Plowshares exiled is no card "the exiled card" refers to (607.1).

  @cr:607.2a @context:603.6c @card:Fiend_Hunter @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Two Fiend Hunters exile Watchwolf and Grizzly Bears; the first leaves and returns Watchwolf only
    Given the board "rules/607/two-fiend-hunters.json"
    When Alice casts "hunter-1"
    And all players pass priority
    And Alice chooses "watchwolf"
    And all players pass priority
    And Alice accepts
    Then "watchwolf" is in Bob's exile
    When Alice casts "hunter-2"
    And all players pass priority
    And Alice chooses "bears"
    And all players pass priority
    And Alice accepts
    Then "bears" is in Bob's exile
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter-1"
    And all players pass priority
    Then "hunter-1" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Fiend Hunter"
    And "watchwolf" is in Bob's exile
    When all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And "bears" is in Bob's exile

  @cr:607.2a @context:603.6c @card:Fiend_Hunter @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Control: two Fiend Hunters exile Watchwolf and Grizzly Bears; the second leaves and returns the Bears only
    Given the board "rules/607/two-fiend-hunters.json"
    When Alice casts "hunter-1"
    And all players pass priority
    And Alice chooses "watchwolf"
    And all players pass priority
    And Alice accepts
    And Alice casts "hunter-2"
    And all players pass priority
    And Alice chooses "bears"
    And all players pass priority
    And Alice accepts
    And Alice passes priority
    And Bob casts "bolt" targeting "hunter-2"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Fiend Hunter"
    And "bears" is in Bob's exile
    When all players pass priority
    Then Bob's battlefield holds "Grizzly Bears"
    And "watchwolf" is in Bob's exile

  @cr:607.1 @context:607.2a @card:Fiend_Hunter @card:Swords_to_Plowshares @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Fiend Hunter exiles Watchwolf, then Swords to Plowshares exiles the Bears; the Hunter leaves and returns Watchwolf only
    Given the board "rules/607/fiend-hunter-and-swords.json"
    When Alice casts "hunter"
    And all players pass priority
    And Alice chooses "watchwolf"
    And all players pass priority
    And Alice accepts
    And Alice casts "swords" targeting "bears"
    And all players pass priority
    Then "bears" is in Bob's exile
    And Bob's life total is 22
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And "bears" is in Bob's exile

  @cr:607.1 @context:607.2a @card:Fiend_Hunter @card:Swords_to_Plowshares @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Control: Swords to Plowshares exiles the Bears first, then Fiend Hunter exiles Watchwolf; the Hunter leaves and returns Watchwolf only
    Given the board "rules/607/fiend-hunter-and-swords.json"
    When Alice casts "swords" targeting "bears"
    And all players pass priority
    And Alice casts "hunter"
    And all players pass priority
    And all players pass priority
    And Alice accepts
    Then "watchwolf" is in Bob's exile
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And "bears" is in Bob's exile

  @cr:607.2a @context:603.6c @context:608.2b @card:Fiend_Hunter @card:Lightning_Bolt @card:Watchwolf
  Scenario: Fiend Hunter leaves before its first ability resolves: its second ability returns nothing, and Watchwolf, exiled after, stays exiled
    Given the board "rules/607/fiend-hunter-one-creature.json"
    When Alice casts "hunter"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Fiend Hunter"
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Fiend Hunter", then a triggered ability of "Fiend Hunter"
    When all players pass priority
    Then the stack is, from the top: a triggered ability of "Fiend Hunter"
    And Bob's battlefield holds "Watchwolf"
    When all players pass priority
    And Alice accepts
    Then "watchwolf" is in Bob's exile
    And the stack is empty
