Feature: A reduction of "the first instant or sorcery spell you cast each turn" sees the spells already cast this turn (CR 601.2f, 601.2i)
  CR 601.2f: "The total cost is the mana cost or alternative cost ..., plus all additional costs and cost increases,
  and minus all cost reductions." CR 601.2i: "... then the spell becomes cast." Eluge, the Shoreless Sea: "The first
  instant or sorcery spell you cast each turn costs {U} (or {1}) less to cast for each land you control with a
  flood counter on it." A spell that became cast earlier in the turn counts when a later spell's total cost is
  determined; a spell that is neither an instant nor a sorcery doesn't.

  @cr:601.2f @cr:601.2i @card:Eluge,_the_Shoreless_Sea @card:Lightning_Bolt @card:Divination @card:Island
  Scenario: After Lightning Bolt, the first instant Alice cast this turn, Divination gets no reduction from Eluge: it costs {2}{U}
    Given the board "rules/601/eluge-bolt-bears-divination.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    And Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {2}{U}
    When Alice continues casting the spell
    Then Alice paid {2}{U} for the spell

  @cr:601.2f @cr:601.2i @card:Eluge,_the_Shoreless_Sea @card:Grizzly_Bears @card:Divination @card:Island
  Scenario: Grizzly Bears, a creature spell cast first this turn, leaves Eluge's reduction to Divination, the first sorcery: it costs {2}
    Given the board "rules/601/eluge-bolt-bears-divination.json"
    When Alice casts "bears", paying with {G}{C}
    And all players pass priority
    And Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {2}
    When Alice continues casting the spell
    Then Alice paid {2} for the spell

  @cr:601.2f @card:Eluge,_the_Shoreless_Sea @card:Divination @card:Island
  Scenario: Divination, the first spell Alice casts this turn, costs {U} less: {2}
    Given the board "rules/601/eluge-bolt-bears-divination.json"
    When Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {2}
    When Alice continues casting the spell
    Then Alice paid {2} for the spell
