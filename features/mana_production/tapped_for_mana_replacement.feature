@mechanic:mana-production
Feature: Replacement effects on a permanent "tapped for mana" (CR 106.12b)
  Ruling: "A replacement effect that applies if a permanent “is tapped for mana” or tapped for mana of a
  specific type and/or amount modifies the mana production event while such an ability is resolving and
  producing mana or the specified type and/or amount of mana."

  @ruling:mana-production.tapped-for-mana-replacement @cr:106.12b @cr:614.1a @card:Contamination @card:Forest
  Scenario: Contamination makes a land tapped for mana produce {B} instead
    Given the board "mana_production/contamination-forest-sol-ring.json"
    When Alice taps "forest" for mana
    Then "forest" is tapped
    And Alice's mana pool is {B}

  @ruling:mana-production.tapped-for-mana-replacement @cr:106.12b @card:Contamination @card:Sol_Ring
  Scenario: Contamination doesn't change the mana of a permanent that isn't a land
    Given the board "mana_production/contamination-forest-sol-ring.json"
    When Alice taps "sol-ring" for mana
    Then Alice's mana pool is {C}{C}

  @ruling:mana-production.tapped-for-mana-replacement @cr:106.12b @cr:614.1a @card:Mana_Reflection @card:Forest
  Scenario: Mana Reflection doubles the mana of a permanent its controller taps for mana
    Given the board "mana_production/reflection-forest.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}

  @ruling:mana-production.tapped-for-mana-replacement @cr:106.12b @card:Mana_Reflection @card:Forest
  Scenario: An opponent's Mana Reflection doesn't double the mana of a permanent you tap for mana
    Given the board "mana_production/reflection-opponent.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}

  @ruling:mana-production.tapped-for-mana-replacement @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.12b @card:Contamination @card:Heartbeat_of_Spring @card:Forest
  Scenario: Heartbeat of Spring adds mana of the type the land produced after Contamination replaced it
    Given the board "mana_production/contamination-heartbeat.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {B}{B}

  @ruling:mana-production.tapped-for-mana-replacement @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.12b @card:Mana_Reflection @card:Heartbeat_of_Spring @card:Forest
  Scenario: Mana Reflection doubles the land's mana but not the mana Heartbeat of Spring's trigger adds
    Given the board "mana_production/reflection-heartbeat.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}{G}

  @ruling:mana-production.tapped-for-mana-replacement @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:106.12b @card:Gauntlet_of_Power @card:Contamination @card:Forest
  Scenario: Gauntlet of Power triggers on the chosen colour a replacement effect made the land produce
    Given the board "mana_production/gauntlet-black-contamination.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {B}{B}
