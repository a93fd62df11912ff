@mechanic:mana-production
Feature: The types of mana a permanent "could produce" (CR 106.7)
  Ruling: "Some abilities produce mana based on the type of mana another permanent or permanents “could
  produce.” The type of mana a permanent could produce at any time includes any type of mana that an
  ability of that permanent would produce if the ability were to resolve at that time, taking into account
  any applicable replacement effects in any possible order. Ignore whether any costs of the ability could or
  could not be paid. If that permanent wouldn’t produce any mana under these conditions, or no type of mana
  can be defined this way, there’s no type of mana it could produce."

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Forest
  Scenario: With one other land, Reflecting Pool could produce that land's type only
    Given the board "mana_production/pool-forest.json"
    Then "pool" could produce only {G}
    And "forest" could produce only {G}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Forest
  Scenario: Reflecting Pool adds mana of the type its fellow land could produce
    Given the board "mana_production/pool-forest.json"
    When Alice taps "pool" for mana
    Then Alice's mana pool is {G}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Forest @card:Island
  Scenario: With lands of several types, Reflecting Pool could produce each of them
    Given the board "mana_production/pool-forest-island.json"
    Then "pool" could produce {G} and {U}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Forest @card:Island
  Scenario: Reflecting Pool can be tapped for any one of the types its lands could produce
    Given the board "mana_production/pool-forest-island.json"
    When Alice taps "pool" for {U}
    Then "pool" is tapped
    And Alice's mana pool is {U}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Forest @card:Island
  Scenario: Reflecting Pool can't be tapped for a type none of its controller's lands could produce
    Given the board "mana_production/pool-forest-island.json"
    When Alice taps "pool" for {R}
    Then the action is refused (CR 106.7)
    And "pool" is untapped
    And Alice's mana pool is empty

  @ruling:mana-production.could-produce @cr:106.7 @cr:614.1a @card:Reflecting_Pool @card:Forest @card:Contamination
  Scenario: A replacement effect changes what a land could produce
    Given the board "mana_production/pool-forest-contamination.json"
    Then "forest" could produce only {B}
    And "pool" could produce only {B}

  @ruling:mana-production.could-produce @cr:106.7 @cr:614.1a @card:Reflecting_Pool @card:Forest @card:Contamination
  Scenario: Under Contamination, Reflecting Pool produces the {B} its land could produce
    Given the board "mana_production/pool-forest-contamination.json"
    When Alice taps "pool" for mana
    Then Alice's mana pool is {B}

  @ruling:mana-production.could-produce @cr:106.7 @cr:614.1a @card:Fellwar_Stone @card:Island @card:Contamination
  Scenario: Fellwar Stone could produce what its opponent's land would produce after a replacement effect
    Given the board "mana_production/fellwar-contamination.json"
    Then "fellwar" could produce only {B}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Island
  Scenario: A tapped land still could produce mana: the cost of its ability is ignored
    Given the board "mana_production/pool-tapped-island.json"
    Then "island" could produce only {U}
    And "pool" could produce only {U}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Island
  Scenario: Reflecting Pool adds mana of a type that only a tapped land could produce
    Given the board "mana_production/pool-tapped-island.json"
    When Alice taps "pool" for mana
    Then Alice's mana pool is {U}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Island
  Scenario: Two Reflecting Pools and an Island: each Pool could produce only the Island's type
    Given the board "mana_production/pools-pair-island.json"
    Then "pool" could produce only {U}
    And "pool-2" could produce only {U}

  @ruling:mana-production.could-produce @cr:106.7 @card:Fellwar_Stone @card:Island @card:Mountain @card:Forest
  Scenario: Fellwar Stone could produce the colours its opponent's lands could produce, not its controller's
    Given the board "mana_production/fellwar-opposing-lands.json"
    Then "fellwar" could produce {U} and {R}

  @ruling:mana-production.could-produce @cr:106.7 @card:Fellwar_Stone @card:Island @card:Mountain @card:Forest
  Scenario: Fellwar Stone can be tapped for a colour only a tapped opposing land could produce
    Given the board "mana_production/fellwar-opposing-lands.json"
    When Alice taps "fellwar" for {R}
    Then Alice's mana pool is {R}

  @ruling:mana-production.could-produce @cr:106.7 @card:Fellwar_Stone @card:Island @card:Mountain @card:Forest
  Scenario: Fellwar Stone can't be tapped for a colour only its controller's land could produce
    Given the board "mana_production/fellwar-opposing-lands.json"
    When Alice taps "fellwar" for {G}
    Then the action is refused (CR 106.7)
    And "fellwar" is untapped
    And Alice's mana pool is empty
