Feature: A permanent is "tapped for mana" only when its mana ability produced mana (CR 106.12a)
  CR 106.12a: an ability that triggers whenever a permanent is tapped for mana triggers only when the mana
  ability with {T} in its cost produced mana.

  @cr:106.12a @card:Overgrowth @card:Exotic_Orchard
  Scenario: Exotic Orchard tapped while no opponent controls a land produces no mana, so Overgrowth doesn't trigger
    Given the board "rules/106/overgrowth-orchard-no-opponent-lands.json"
    When Alice taps "orchard" for mana
    Then "orchard" is tapped
    And Alice's mana pool is empty
