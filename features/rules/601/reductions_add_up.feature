Feature: A spell's total cost is less all the cost reductions that apply to it (CR 601.2f)
  CR 601.2f: "The total cost is the mana cost or alternative cost (as determined in rule 601.2b), plus all
  additional costs and cost increases, and less all cost reductions." Goblin Electromancer: "Instant and sorcery
  spells you cast cost {1} less to cast." (118.7a: a generic reduction affects only the generic component.) Eluge,
  the Shoreless Sea reduces the first instant or sorcery spell its controller casts each turn by {U} for each land
  they control with a flood counter on it; a cost that doesn't require {U} is reduced by {1} instead (the card says
  so, as 118.7b would). The payments are named: the generic part may be paid with any mana (107.4b, 601.2h), and
  the pool left depends on it. Overwhelming Stampede's generic part is larger than the reductions, so 118.7a is
  decided by Lightning Bolt, whose cost has no generic part: Electromancer's {1} can't take its {R}.

  @cr:601.2f @context:118.7a @context:118.7b @card:Goblin_Electromancer @card:Eluge,_the_Shoreless_Sea @card:Overwhelming_Stampede @card:Island
  Scenario: Goblin Electromancer's {1} and Eluge's {U}, which becomes {1}, both come off Overwhelming Stampede: it costs {1}{G}{G}
    Given the board "rules/601/electromancer-eluge-flooded.json"
    When Alice casts "stampede", paying with {C}{G}{G}, stopping once its total cost is determined
    Then the total cost of the spell is {1}{G}{G}
    When Alice continues casting the spell
    Then Alice paid {1}{G}{G} for the spell
    And Alice's mana pool is {R}{C}{C}

  @cr:601.2f @context:118.7a @card:Goblin_Electromancer @card:Eluge,_the_Shoreless_Sea @card:Overwhelming_Stampede @card:Island
  Scenario: Control: with no flooded land Eluge reduces nothing, and Goblin Electromancer's {1} alone leaves Overwhelming Stampede at {2}{G}{G}
    Given the board "rules/601/electromancer-eluge-unflooded.json"
    When Alice casts "stampede", paying with {C}{C}{G}{G}, stopping once its total cost is determined
    Then the total cost of the spell is {2}{G}{G}
    When Alice continues casting the spell
    Then Alice paid {2}{G}{G} for the spell
    And Alice's mana pool is {R}{C}

  @cr:118.7a @cr:601.2f @card:Goblin_Electromancer @card:Lightning_Bolt
  Scenario: Goblin Electromancer's {1} can't come off Lightning Bolt's {R}, which has no generic part: it still costs {R}
    Given the board "rules/601/electromancer-bolt.json"
    When Alice casts "bolt" targeting Bob, stopping once its total cost is determined
    Then the total cost of the spell is {R}
    When Alice continues casting the spell
    Then Alice paid {R} for the spell
    And Alice's mana pool is {C}
