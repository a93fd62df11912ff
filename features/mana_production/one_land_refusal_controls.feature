@mechanic:mana-production
Feature: A mana ability that could produce one type only can't be tapped for another (CR 106.7)
  Ruling: "Some abilities produce mana based on the type of mana another permanent or permanents “could
  produce.”" With a Forest as its only other land, Reflecting Pool could produce {G} and nothing else.

  @ruling:mana-production.could-produce @cr:106.7 @card:Forest @card:Reflecting_Pool
  Scenario: Reflecting Pool whose only other land is a Forest can't be tapped for {R}
    Given the board "mana_production/pool-forest.json"
    When Alice taps "pool" for {R}
    Then the action is refused (CR 106.7)
    And "pool" is untapped
    And Alice's mana pool is empty
