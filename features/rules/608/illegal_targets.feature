Feature: A spell whose targets are all illegal as it resolves doesn't resolve; one with a legal target left does (CR 608.2b)
  CR 608.2b: "If the spell or ability specifies targets, it checks whether the targets are still legal. A target
  that's no longer in the zone it was in when it was targeted is illegal. ... If all its targets, for every
  instance of the word 'target,' are now illegal, the spell or ability doesn't resolve. ... Otherwise, the spell or
  ability will resolve normally. Illegal targets, if any, won't be affected by parts of a resolving spell's effect
  for which they're illegal." Forked Bolt deals 2 damage divided as its caster chooses among one or two targets;
  Lightning Bolt deals 3 damage to any target.

  @cr:608.2b @card:Forked_Bolt @card:Lightning_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt cast with one target, Grizzly Bears, doesn't resolve once the Bears are gone: Bob and his Elves are unharmed
    Given the board "rules/601/forked-bolt-lightning-bolt.json"
    When Alice casts "fork" targeting "bob-bears"
    And Alice casts "bolt" targeting "bob-bears"
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    When all players pass priority
    Then "fork" is in Alice's graveyard
    And the stack is empty
    And "bob-elves" is on the battlefield
    And Bob's life total is 20

  @cr:608.2b @card:Forked_Bolt @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Forked Bolt divided 1 and 1 between Grizzly Bears and Bob still resolves once the Bears are gone: Bob is dealt 1
    Given the board "rules/601/forked-bolt-lightning-bolt.json"
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 1 and 1
    And Alice casts "bolt" targeting "bob-bears"
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    When all players pass priority
    Then Bob's life total is 19
    And "fork" is in Alice's graveyard

  @cr:608.2b @card:Forked_Bolt @card:Lightning_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt divided 1 and 1 between Grizzly Bears and Llanowar Elves still resolves once the Bears are gone: the Elves die
    Given the board "rules/601/forked-bolt-lightning-bolt.json"
    When Alice casts "fork" targeting "bob-bears" and "bob-elves", dividing 1 and 1
    And Alice casts "bolt" targeting "bob-bears"
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    And "bob-elves" is on the battlefield
    When all players pass priority
    Then "bob-elves" is in Bob's graveyard
    And "fork" is in Alice's graveyard
    And Bob's life total is 20
