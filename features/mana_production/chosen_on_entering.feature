@mechanic:mana-production
Feature: A "tapped for mana of the chosen color" trigger of a permanent that entered from the stack (CR 106.12a)
  Ruling: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a
  specified type triggers whenever such a mana ability resolves and produces mana or the specified type of
  mana." Gauntlet of Power: "As this artifact enters, choose a color. ... Whenever a basic land is tapped for
  mana of the chosen color, its controller adds an additional one mana of that color."

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:614.1c @cr:608.3 @card:Gauntlet_of_Power
  @card:Mountain
  Scenario: Gauntlet of Power cast with red chosen triggers when a Mountain is tapped for {R}
    Given the board "mana_production/gauntlet-in-hand-mountain.json"
    When Alice casts "gauntlet" choosing the color R
    And all players pass priority
    Then "gauntlet" is on the battlefield
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}{R}
