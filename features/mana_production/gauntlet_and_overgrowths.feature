@mechanic:mana-production
Feature: "Tapped for mana" triggers of two enchantments, and of Gauntlet of Power on a creature (CR 106.12a)
  Ruling: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a
  specified type triggers whenever such a mana ability resolves and produces mana or the specified type of
  mana."

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @card:Overgrowth @card:Forest
  Scenario: Each Overgrowth triggers when the land it enchants is tapped for mana
    Given the board "mana_production/overgrowth-two.json"
    When Alice taps "first-forest" for mana
    Then Alice's mana pool is {G}{G}{G}
    When Alice taps "second-forest" for mana
    Then Alice's mana pool is {G}{G}{G}{G}{G}{G}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:605.1b @card:Gauntlet_of_Power @card:Forest
  Scenario: Gauntlet of Power (green) triggers when a basic Forest is tapped for mana
    Given the board "mana_production/gauntlet-green-elves.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @context:613.4c @card:Gauntlet_of_Power @card:Llanowar_Elves
  Scenario: Gauntlet of Power makes green Llanowar Elves 2/2 but doesn't trigger when it, not a land, is tapped for mana
    Given the board "mana_production/gauntlet-green-elves.json"
    Then "elves" is 2/2
    And "saproling" is 2/2
    And "dragon" is 5/5
    When Alice taps "elves" for mana
    Then Alice's mana pool is {G}
