@mechanic:mana-production
Feature: What a permanent could produce: a choice of types, colorless mana, an amount counted now (CR 106.7)
  Ruling: "Some abilities produce mana based on the type of mana another permanent or permanents “could
  produce.” The type of mana a permanent could produce at any time includes any type of mana that an ability
  of that permanent would produce if the ability were to resolve at that time, taking into account any
  applicable replacement effects in any possible order."

  @ruling:mana-production.could-produce @cr:106.7 @card:Wandertale_Mentor
  Scenario: A permanent whose mana ability adds {R} or {G} could produce each of them
    Given the board "mana_production/mentor.json"
    Then "mentor" could produce {R} and {G}

  @ruling:mana-production.could-produce @cr:106.7 @card:Wandertale_Mentor
  Scenario: A permanent whose mana ability adds {R} or {G} can be tapped for {G}
    Given the board "mana_production/mentor.json"
    When Alice taps "mentor" for {G}
    Then Alice's mana pool is {G}

  @ruling:mana-production.could-produce @cr:106.7 @card:Reflecting_Pool @card:Mutavault
  Scenario: Reflecting Pool could produce colorless mana when a land its controller controls could
    Given the board "mana_production/pool-mutavault.json"
    Then "pool" could produce only {C}

  @ruling:mana-production.could-produce @cr:106.7 @card:Everflowing_Chalice
  Scenario: Everflowing Chalice with two charge counters could produce {C}
    Given the board "mana_production/chalice-two.json"
    Then "chalice" could produce only {C}

  @ruling:mana-production.could-produce @cr:106.7 @card:Everflowing_Chalice
  Scenario: Everflowing Chalice without charge counters could produce no type of mana: its ability would add none
    Given the board "mana_production/chalice-empty.json"
    Then "chalice" could produce no type of mana
