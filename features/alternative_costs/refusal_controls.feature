@mechanic:alternative-costs
Feature: Refused actions leave the game as it was (CR 730.1): alternative costs
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @cr:601.2b @cr:730.1 @card:Decimator_of_the_Provinces @card:Fist_of_Suns
  Scenario: A spell cast for its emerge cost can't also use Fist of Suns' alternative cost, and nothing changes
    Given the board "alternative_costs/decimator-bears-fist.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, using the alternative cost of "Fist of Suns", sacrificing "bears"
    Then the action is refused (CR 118.9a or 601.2b)
    And the game is as it was before the action

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.9a @cr:601.2b @cr:730.1 @card:Decimator_of_the_Provinces @card:Omniscience
  Scenario: A spell cast for its emerge cost can't also be cast without paying its mana cost thanks to Omniscience, and nothing changes
    Given the board "alternative_costs/decimator-bears-omniscience.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, without paying its mana cost thanks to "Omniscience", sacrificing "bears"
    Then the action is refused (CR 118.9a or 601.2b)
    And the game is as it was before the action

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.8 @cr:118.9d @cr:601.2h @cr:730.1 @card:Bone_Splinters @card:Omniscience
  Scenario: A mandatory additional cost must still be paid on a spell cast for an alternative cost, and nothing changes
    Given the board "alternative_costs/bone-splinters-omniscience.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", targeting "angel"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
