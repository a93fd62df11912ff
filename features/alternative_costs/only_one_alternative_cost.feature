@mechanic:alternative-costs
Feature: Only one alternative cost per spell; additional costs still apply (CR 118.9a, 118.9d, 118.8, 601.2b)
  Ruling: "If you cast a spell for another cost “rather than paying its mana cost,” such as an emerge cost,
  you can't choose to cast it for any other alternative costs. You can, however, pay additional costs, such
  as kicker costs. If the spell has any mandatory additional costs, those must be paid to cast it."

  No card with emerge has kicker or a mandatory additional cost, so those two claims are tested on the
  closest real interaction: Omniscience's alternative cost with Kavu Titan's kicker and with Bone Splinters'
  additional sacrifice.

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @cr:601.2b @card:Decimator_of_the_Provinces
  @card:Fist_of_Suns
  Scenario: A spell cast for its emerge cost can't also use Fist of Suns' alternative cost
    Given the board "alternative_costs/decimator-bears-fist.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, using the alternative cost of "Fist of Suns", sacrificing "bears"
    Then the action is refused (CR 118.9a or 601.2b)
    And "Decimator of the Provinces" is in Alice's hand
    And "bears" is on the battlefield

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @card:Decimator_of_the_Provinces
  @card:Fist_of_Suns
  Scenario: Fist of Suns' alternative cost alone can be used
    Given the board "alternative_costs/decimator-bears-fist.json"
    When Alice casts "Decimator of the Provinces" using the alternative cost of "Fist of Suns"
    Then "Decimator of the Provinces" is on the stack
    And "bears" is on the battlefield
    And Alice paid {W}{U}{B}{R}{G} for the spell

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @cr:601.2b @card:Decimator_of_the_Provinces
  @card:Omniscience
  Scenario: A spell cast for its emerge cost can't also be cast without paying its mana cost thanks to Omniscience
    Given the board "alternative_costs/decimator-bears-omniscience.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, without paying its mana cost thanks to "Omniscience", sacrificing "bears"
    Then the action is refused (CR 118.9a or 601.2b)
    And "Decimator of the Provinces" is in Alice's hand
    And "bears" is on the battlefield
    And Alice's mana pool is {C}{C}{C}{C}{G}{G}{G}

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @card:Decimator_of_the_Provinces
  @card:Omniscience
  Scenario: With Omniscience on the battlefield, choosing the emerge cost means paying the emerge cost
    Given the board "alternative_costs/decimator-bears-omniscience.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then "bears" is in Alice's graveyard
    And Alice paid {4}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9d @cr:118.8a @card:Kavu_Titan @card:Omniscience
  Scenario: A kicker cost can still be paid on a spell cast for an alternative cost
    Given the board "alternative_costs/kavu-titan-omniscience.json"
    When Alice casts "titan" without paying its mana cost thanks to "Omniscience", kicked
    Then Alice paid {2}{G} for the spell
    And Alice's mana pool is empty
    When all players pass priority
    Then "titan" has 3 +1/+1 counters

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.8 @cr:118.9d @cr:601.2h @card:Bone_Splinters
  @card:Omniscience
  Scenario: A mandatory additional cost must still be paid on a spell cast for an alternative cost
    Given the board "alternative_costs/bone-splinters-omniscience.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", targeting "angel"
    Then the action is refused (CR 601.2h)
    And "Bone Splinters" is in Alice's hand
    And "bears" is on the battlefield

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.8 @cr:118.9d @card:Bone_Splinters @card:Omniscience
  @card:Serra_Angel
  Scenario: Paying the mandatory additional cost, the spell is cast for the alternative cost
    Given the board "alternative_costs/bone-splinters-omniscience.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", sacrificing "bears", targeting "angel"
    Then "bears" is in Alice's graveyard
    And Alice paid {0} for the spell
    When all players pass priority
    Then "angel" is in Bob's graveyard
