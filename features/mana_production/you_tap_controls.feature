@mechanic:mana-production
Feature: "Whenever you tap a permanent for mana" triggers only when its controller is the one tapping (CR 106.12a)
  Ruling: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a
  specified type triggers whenever such a mana ability resolves and produces mana or the specified type of
  mana." Controls: the trigger condition "you tap" is not met when an opponent taps their own permanent.

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:603.2 @card:Leyline_of_Abundance @card:Llanowar_Elves
  Scenario: An opponent's Leyline of Abundance doesn't trigger when Alice taps her creature for mana
    Given the board "mana_production/leyline-opponent-elves.json"
    When Alice taps "elves" for mana
    Then Alice's mana pool is {G}
    And Bob's mana pool is empty

  @ruling:mana-production.tapped-for-mana-trigger @cr:106.12a @cr:603.2 @card:Kinnan,_Bonder_Prodigy @card:Sol_Ring
  Scenario: An opponent's Kinnan, Bonder Prodigy doesn't trigger when Alice taps her artifact for mana
    Given the board "mana_production/kinnan-opponent-sol-ring.json"
    When Alice taps "sol-ring" for mana
    Then Alice's mana pool is {C}{C}
    And Bob's mana pool is empty
