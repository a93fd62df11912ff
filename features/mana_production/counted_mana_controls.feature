@mechanic:mana-production
Feature: A permanent tapped for an amount of mana counted as its ability resolves (CR 106.12a)
  Ruling: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a
  specified type triggers whenever such a mana ability resolves and produces mana or the specified type of
  mana." Everflowing Chalice adds {C} for each charge counter on it; Kinnan, Bonder Prodigy adds one more mana
  of a type it produced.

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @cr:605.4a @card:Kinnan,_Bonder_Prodigy
  @card:Everflowing_Chalice
  Scenario: Everflowing Chalice with two charge counters adds {C}{C}, and Kinnan adds one more {C}
    Given the board "mana_production/kinnan-chalice-2.json"
    When Alice taps "chalice" for mana
    Then "chalice" is tapped
    And Alice's mana pool is {C}{C}{C}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @card:Kinnan,_Bonder_Prodigy @card:Everflowing_Chalice
  Scenario: Everflowing Chalice without charge counters produces no mana, so Kinnan doesn't trigger
    Given the board "mana_production/kinnan-chalice-0.json"
    When Alice taps "chalice" for mana
    Then "chalice" is tapped
    And Alice's mana pool is empty
