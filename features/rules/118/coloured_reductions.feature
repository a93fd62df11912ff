Feature: A cost reduced by coloured mana it doesn't require, or by more than its component of that colour, is reduced by generic mana instead (CR 118.7a, 118.7b, 118.7c)
  CR 118.7b: "If a cost is reduced by an amount of colored or colorless mana, but the cost doesn't require mana of
  that type, the cost is reduced by that amount of generic mana." CR 118.7c: "... the cost's mana component of that
  color is reduced to nothing and the cost's generic mana component is reduced by the difference."
  Eluge, the Shoreless Sea reduces the first instant or sorcery spell its controller casts each turn by {U} for each
  land they control with a flood counter on it; its "(or {1})" restates these rules. The generic reduction a {U}
  becomes reduces only the generic component (118.7a: "They can't affect the colored or colorless mana components"),
  so Lightning Bolt's {R} stays. (Careful Study, {U}, reduced by {U}{U} costs {0} whether the excess {U} becomes a
  generic reduction or not: with no generic component, that case decides nothing the {U} case doesn't.)

  @cr:118.7b @card:Eluge,_the_Shoreless_Sea @card:Overwhelming_Stampede @card:Island
  Scenario: A green spell reduced by {U}, which its cost doesn't require, costs {1} less: Overwhelming Stampede costs {2}{G}{G}
    Given the board "rules/118/eluge-one-flooded-island.json"
    When Alice casts "stampede", paying with {C}{C}{G}{G}, stopping once its total cost is determined
    Then the total cost of the spell is {2}{G}{G}
    When Alice continues casting the spell
    Then Alice paid {2}{G}{G} for the spell
    And Alice's mana pool is {U}{U}{R}{C}

  @cr:118.7a @card:Eluge,_the_Shoreless_Sea @card:Lightning_Bolt @card:Island
  Scenario: The generic reduction 118.7b turns {U} into finds no generic mana in Lightning Bolt's {R}, which it never reduces
    Given the board "rules/118/eluge-one-flooded-island.json"
    When Alice casts "bolt" targeting Bob, stopping once its total cost is determined
    Then the total cost of the spell is {R}
    When Alice continues casting the spell
    Then Alice paid {R} for the spell
    And Alice's mana pool is {U}{U}{G}{G}{C}{C}{C}

  @cr:118.7b @card:Eluge,_the_Shoreless_Sea @card:Careful_Study @card:Island
  Scenario: A blue spell's cost requires {U}, so a {U} reduction takes its {U}: Careful Study costs {0}
    Given the board "rules/118/eluge-one-flooded-island.json"
    When Alice casts "study", stopping once its total cost is determined
    Then the total cost of the spell is {0}
    When Alice continues casting the spell
    Then Alice paid {0} for the spell
    And Alice's mana pool is {U}{U}{R}{G}{G}{C}{C}{C}

  @cr:118.7c @card:Eluge,_the_Shoreless_Sea @card:Divination @card:Island
  Scenario: Divination reduced by {U}{U} loses its only {U}, and the other {U} comes off its generic mana: it costs {1}
    Given the board "rules/118/eluge-two-flooded-islands.json"
    When Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {1}
    When Alice continues casting the spell
    Then Alice paid {1} for the spell

  @cr:118.7c @card:Eluge,_the_Shoreless_Sea @card:Divination @card:Island
  Scenario: Divination reduced by {U} alone, no more than its blue component, keeps its generic mana: it costs {2}
    Given the board "rules/118/eluge-one-flooded-island.json"
    When Alice casts "divination", stopping once its total cost is determined
    Then the total cost of the spell is {2}
    When Alice continues casting the spell
    Then Alice paid {2} for the spell
