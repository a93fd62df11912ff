Feature: A spell's targets are checked first, before any of its instructions is followed (CR 608.2, 608.2b)
  CR 608.2: "The steps described in rules 608.2a and 608.2b are followed first. The steps described in rules
  608.2c-m are then followed as appropriate". 608.2b checks whether the targets are still legal; if all are
  illegal, the spell doesn't resolve. Swords to Plowshares reads "Exile target creature. Its controller gains life
  equal to its power." Its target is legal when it is checked, before the creature is exiled: the second sentence
  still asks about that creature, and finds its controller and power as it last existed on the battlefield
  (608.2h). An engine that checked a target only when an instruction reaches it would find the exiled creature
  illegal there, and give no life.

  @cr:608.2 @context:608.2b @context:608.2h @card:Swords_to_Plowshares @card:Serra_Angel
  Scenario: Swords to Plowshares exiles Bob's Serra Angel, and Bob gains 4 life, the power it had on the battlefield
    Given the board "rules/608/swords-plowshares.json"
    When Alice casts "swords" targeting "angel"
    And all players pass priority
    Then "Serra Angel" is in Bob's exile
    And Bob's life total is 24
    And Alice's life total is 20
    And Alice's graveyard holds "Swords to Plowshares"

  @cr:608.2 @context:608.2h @card:Swords_to_Plowshares @card:Giant_Growth @card:Grizzly_Bears
  Scenario: Alice exiles her own Grizzly Bears grown to 5/5 by Giant Growth, and she gains 5 life
    Given the board "rules/608/swords-plowshares.json"
    When Alice casts "growth" targeting "bears"
    And all players pass priority
    And Alice casts "swords" targeting "bears"
    And all players pass priority
    Then "Grizzly Bears" is in Alice's exile
    And Alice's life total is 25
    And Bob's life total is 20

  @cr:608.2b @context:608.2 @card:Swords_to_Plowshares @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Alice's Grizzly Bears, Swords to Plowshares's only target, die before it resolves: it doesn't resolve, and no one gains life
    Given the board "rules/608/swords-plowshares.json"
    When Alice casts "swords" targeting "bears"
    And Alice casts "bolt" targeting "bears"
    And all players pass priority
    Then "Grizzly Bears" is in Alice's graveyard
    When all players pass priority
    Then Alice's graveyard holds "Swords to Plowshares", "Lightning Bolt" and "Grizzly Bears"
    And Alice's life total is 20
    And Bob's life total is 20

  @cr:701.11a @context:608.2 @card:Swords_to_Plowshares @card:Ornithopter
  Scenario: Control: Swords to Plowshares exiles Bob's Ornithopter, whose power is 0, and Bob gains no life, whenever its target is checked
    Given the board "rules/608/swords-plowshares.json"
    When Alice casts "swords" targeting "thopter"
    And all players pass priority
    Then "Ornithopter" is in Bob's exile
    And Bob's life total is 20
