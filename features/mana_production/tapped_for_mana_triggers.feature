@mechanic:mana-production
Feature: Abilities that trigger when a permanent "is tapped for mana" (CR 106.12a)
  Ruling: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a
  specified type triggers whenever such a mana ability resolves and produces mana or the specified type of
  mana."

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @cr:605.4a @card:Heartbeat_of_Spring @card:Forest
  Scenario: Heartbeat of Spring adds one more mana of the type the land produced
    Given the board "mana_production/heartbeat-forest.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}
    And the stack is empty

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @card:Mana_Flare @card:Island
  Scenario: An opponent's Mana Flare triggers too, and the player who tapped the land gets the mana
    Given the board "mana_production/mana-flare-opponent.json"
    When Alice taps "island" for mana
    Then Alice's mana pool is {U}{U}
    And Bob's mana pool is empty

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Heartbeat_of_Spring @card:Sol_Ring
  Scenario: Heartbeat of Spring doesn't trigger when a permanent that isn't a land is tapped for mana
    Given the board "mana_production/heartbeat-sol-ring.json"
    When Alice taps "sol-ring" for mana
    Then Alice's mana pool is {C}{C}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @card:Overgrowth @card:Forest
  Scenario: Overgrowth triggers when the land it enchants is tapped for mana
    Given the board "mana_production/overgrowth.json"
    When Alice taps "enchanted-forest" for mana
    Then Alice's mana pool is {G}{G}{G}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Overgrowth @card:Forest
  Scenario: Overgrowth doesn't trigger when another land is tapped for mana
    Given the board "mana_production/overgrowth.json"
    When Alice taps "other-forest" for mana
    Then Alice's mana pool is {G}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @card:Gauntlet_of_Power @card:Mountain
  Scenario: Gauntlet of Power triggers when a basic land is tapped for mana of the chosen colour
    Given the board "mana_production/gauntlet-red.json"
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}{R}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Gauntlet_of_Power @card:Forest
  Scenario: Gauntlet of Power doesn't trigger when a basic land is tapped for mana of another colour
    Given the board "mana_production/gauntlet-red.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Gauntlet_of_Power @card:Reflecting_Pool @card:Mountain
  Scenario: Gauntlet of Power doesn't trigger when a nonbasic land is tapped for mana of the chosen colour
    Given the board "mana_production/gauntlet-red.json"
    When Alice taps "pool" for {R}
    Then Alice's mana pool is {R}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.5 @card:Heartbeat_of_Spring @card:Reflecting_Pool
  Scenario: A land tapped for mana that produced no mana doesn't trigger Heartbeat of Spring
    Given the board "mana_production/heartbeat-pool-alone.json"
    When Alice taps "pool" for mana
    Then "pool" is tapped
    And Alice's mana pool is empty

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.5 @card:Overgrowth @card:Reflecting_Pool
  Scenario: A land tapped for mana that produced no mana doesn't trigger Overgrowth, whose {G}{G} doesn't depend on it
    Given the board "mana_production/overgrowth-pool-alone.json"
    When Alice taps "pool" for mana
    Then "pool" is tapped
    And Alice's mana pool is empty

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Heartbeat_of_Spring @card:Reflecting_Pool @card:Island
  Scenario: Heartbeat of Spring adds the type Reflecting Pool produced
    Given the board "mana_production/heartbeat-pool-island.json"
    When Alice taps "pool" for mana
    Then Alice's mana pool is {U}{U}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.12b @card:Gauntlet_of_Power @card:Contamination @card:Mountain
  Scenario: Gauntlet of Power doesn't trigger when a replacement effect made the land produce another colour
    Given the board "mana_production/gauntlet-red-contamination.json"
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {B}
