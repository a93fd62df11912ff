Feature: A reduction of "the first instant or sorcery spell you cast each turn" sees the spells already cast this turn (CR 601.2f, 601.2i)
  CR 601.2f: "The total cost is the mana cost or alternative cost ..., plus all additional costs and cost increases,
  and minus all cost reductions." CR 601.2i: "... then the spell becomes cast." Eluge, the Shoreless Sea: "The first
  instant or sorcery spell you cast each turn costs {U} (or {1}) less to cast for each land you control with a
  flood counter on it." A spell that became cast earlier in the turn counts when a later spell's total cost is
  determined; a spell that is neither an instant nor a sorcery doesn't. A spell becomes cast once 601.2a-h are
  done, not when it resolves: Lightning Bolt still on the stack counts, so Counterspell cast in answer to it isn't
  the first instant; and a spell isn't cast yet while its own total cost is determined, so Counterspell cast first
  is reduced. Where the earlier spell has resolved, an engine that counts spells only once they resolve passes too:
  those scenarios decide 601.2f only.

  @cr:601.2f @context:601.2i @card:Eluge,_the_Shoreless_Sea @card:Lightning_Bolt @card:Divination @card:Island
  Scenario: After Lightning Bolt, the first instant Alice cast this turn, Divination gets no reduction from Eluge: it costs {2}{U}
    Given the board "rules/601/eluge-bolt-bears-divination.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    And Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {2}{U}
    When Alice continues casting the spell
    Then Alice paid {2}{U} for the spell

  @cr:601.2f @context:601.2i @card:Eluge,_the_Shoreless_Sea @card:Grizzly_Bears @card:Divination @card:Island
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

  @cr:601.2i @cr:601.2f @card:Eluge,_the_Shoreless_Sea @card:Lightning_Bolt @card:Counterspell @card:Island
  Scenario: Lightning Bolt, cast and still on the stack, was the first instant Alice cast this turn: Counterspell targeting it gets no reduction and costs {U}{U}
    Given the board "rules/601/eluge-bolt-counterspell.json"
    When Alice casts "bolt" targeting Bob
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice
    When Alice casts "counterspell" targeting "bolt", stopping once its total cost is determined
    Then the total cost of the spell is {U}{U}
    When Alice continues casting the spell
    Then Alice paid {U}{U} for the spell
    And the stack is, from the top: "Counterspell", then "Lightning Bolt"

  @cr:601.2i @cr:601.2f @card:Eluge,_the_Shoreless_Sea @card:Lightning_Bolt @card:Counterspell @card:Island
  Scenario: Control: Counterspell targeting Bob's Lightning Bolt is the first instant Alice casts this turn, not yet cast while its cost is determined: it costs {U}
    Given the board "rules/601/eluge-bolt-counterspell.json"
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Alice
    And Bob passes priority
    And Alice casts "counterspell" targeting "bobs-bolt", stopping once its total cost is determined
    Then the total cost of the spell is {U}
    When Alice continues casting the spell
    Then Alice paid {U} for the spell
    And the stack is, from the top: "Counterspell", then "Lightning Bolt"
