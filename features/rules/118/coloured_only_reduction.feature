Feature: A reduction that "reduces only the amount of colored mana you pay" never turns into a generic reduction (CR 101.1)
  CR 118.7b: "If a cost is reduced by an amount of colored or colorless mana, but the cost doesn't require mana of
  that type, the cost is reduced by that amount of generic mana." CR 101.1: "Whenever a card's text directly
  contradicts these rules, the card takes precedence." Edgewalker: "Cleric spells you cast cost {W}{B} less to
  cast. This effect reduces only the amount of colored mana you pay. (For example, if you cast a Cleric spell with
  mana cost {1}{W}, it costs {1} to cast.)" Its {B}, which a white Cleric's cost doesn't require, reduces nothing.
  These scenarios decide that the card's text wins over 118.7b (101.1); an engine that never applied 118.7b would
  pass them too, so they aren't tagged with it (the Eluge scenarios of coloured_reductions.feature decide it). That
  Edgewalker reduces nothing for a spell that isn't a Cleric is its text, not a rule: no scenario here claims it.

  @cr:101.1 @card:Edgewalker @card:Skyclave_Cleric
  Scenario: Skyclave Cleric ({1}{W}) loses its {W} to Edgewalker's reduction but keeps its generic mana: it costs {1}
    Given the board "rules/118/edgewalker-clerics.json"
    When Alice casts "cleric", stopping once its total cost is determined
    Then the total cost of the spell is {1}
    When Alice continues casting the spell
    Then Alice paid {1} for the spell

  @cr:101.1 @card:Edgewalker @card:Order_of_Whiteclay
  Scenario: Order of Whiteclay ({1}{W}{W}) loses one {W} to Edgewalker's reduction, and the {B} takes none of its generic mana: it costs {1}{W}
    Given the board "rules/118/edgewalker-clerics.json"
    When Alice casts "order", stopping once its total cost is determined
    Then the total cost of the spell is {1}{W}
    When Alice continues casting the spell
    Then Alice paid {1}{W} for the spell
