@mechanic:alternative-costs
Feature: A kicker paid on a spell cast for an alternative cost: what the kicked creature enters with lasts (CR 614.1c)
  Ruling: "If you cast a spell for another cost “rather than paying its mana cost,” such as an emerge cost, you
  can’t choose to cast it for any other alternative costs. You can, however, pay additional costs, such as kicker
  costs. If the spell has any mandatory additional costs, those must be paid to cast it."
  Kavu Titan kicked enters with three +1/+1 counters and with trample: both are part of how it enters
  (614.1c), not effects that end with the turn (514.2).

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9d @cr:400.7d @cr:614.1c @context:514.2 @card:Kavu_Titan @card:Omniscience
  Scenario: Kavu Titan kicked while cast for Omniscience's alternative cost still has trample and its counters in the next turn
    Given the board "alternative_costs/kavu-titan-omniscience.json"
    When Alice casts "titan" without paying its mana cost thanks to "Omniscience", kicked
    And all players pass priority
    Then "titan" has trample
    And "titan" is 5/5
    When the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step
    And no player has lost the game
    And "titan" has trample
    And "titan" has 3 +1/+1 counters
    And "titan" is 5/5
