@mechanic:mana-production
Feature: Mana of an undefined type is not produced (CR 106.5)
  Ruling: "If an ability would produce one or more mana of an undefined type, it produces no mana instead."

  @ruling:mana-production.undefined-type-produces-nothing @cr:106.5 @cr:106.7 @card:Reflecting_Pool
  Scenario: Reflecting Pool with no other land to look at is tapped but adds no mana
    Given the board "mana_production/pool-alone.json"
    When Alice taps "pool" for mana
    Then "pool" is tapped
    And Alice's mana pool is empty

  @ruling:mana-production.undefined-type-produces-nothing @ruling:mana-production.could-produce @cr:106.5 @cr:106.7
  @card:Reflecting_Pool
  Scenario: Two Reflecting Pools alone could produce no type of mana, so tapping one adds none
    Given the board "mana_production/pools-pair.json"
    Then "pool" could produce no type of mana
    And "pool-2" could produce no type of mana
    When Alice taps "pool" for mana
    Then "pool" is tapped
    And Alice's mana pool is empty

  @ruling:mana-production.undefined-type-produces-nothing @cr:106.5 @cr:106.7 @card:Reflecting_Pool @card:Island
  Scenario: Once another land defines a type, the same pair of Reflecting Pools adds mana of it
    Given the board "mana_production/pools-pair-island.json"
    When Alice taps "pool" for mana
    Then "pool" is tapped
    And Alice's mana pool is {U}

  @ruling:mana-production.undefined-type-produces-nothing @cr:106.5 @cr:106.7 @card:Fellwar_Stone @card:Forest
  Scenario: Fellwar Stone adds no mana when no opponent controls a land, even if its controller does
    Given the board "mana_production/fellwar-no-opposing-lands.json"
    When Alice taps "fellwar" for mana
    Then "fellwar" is tapped
    And Alice's mana pool is empty

  @ruling:mana-production.undefined-type-produces-nothing @cr:106.5 @cr:106.7 @card:Exotic_Orchard @card:Mutavault
  Scenario: Exotic Orchard adds no mana when the opponent's lands could produce no colour, only colorless
    Given the board "mana_production/orchard-vs-mutavault.json"
    When Alice taps "orchard" for mana
    Then "orchard" is tapped
    And Alice's mana pool is empty
