@mechanic:alternative-costs
Feature: A mandatory additional cost is paid as written, alternative cost or not (CR 118.8, 118.9d, 601.2h)
  Ruling: "If the spell has any mandatory additional costs, those must be paid to cast it."
  Bone Splinters: "As an additional cost to cast this spell, sacrifice a creature. Destroy target creature."
  Cast without paying its mana cost thanks to Omniscience, it still needs a creature sacrificed: a land
  isn't one, and the cast is refused with nothing paid.

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.8 @cr:601.2h @cr:730.1 @card:Bone_Splinters
  @card:Omniscience @card:Forest
  Scenario: Sacrificing a land doesn't pay "sacrifice a creature", and nothing changes
    Given the board "alternative_costs/bone-splinters-omniscience-forest.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", sacrificing "forest", targeting "angel"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:alternative-costs.only-one-alternative-cost @cr:118.8 @cr:118.9d @card:Bone_Splinters @card:Omniscience
  @card:Grizzly_Bears
  Scenario: On the same board, sacrificing the creature pays it
    Given the board "alternative_costs/bone-splinters-omniscience-forest.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", sacrificing "bears", targeting "angel"
    Then "bears" is in Alice's graveyard
    And "forest" is on the battlefield
    And Alice paid {0} for the spell
