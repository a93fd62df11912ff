@mechanic:alternative-costs
Feature: The creature sacrificed as Bone Splinters's additional cost can be its own target (CR 601.2c, 601.2h, 608.2b): the controls
  Ruling: "If the spell has any mandatory additional costs, those must be paid to cast it."
  Bone Splinters: "As an additional cost to cast this spell, sacrifice a creature. Destroy target creature."
  Its target is chosen (CR 601.2c) before its costs are paid (601.2h), so the creature Alice will sacrifice is
  still a legal target when she chooses it. Sacrificing it pays the cost and the spell is cast; as it tries to
  resolve, its only target has left the battlefield, so it doesn't resolve and goes to the graveyard (608.2b).

  @ruling:alternative-costs.only-one-alternative-cost @cr:601.2c @cr:601.2h @cr:608.2b @card:Bone_Splinters
  @card:Omniscience @card:Grizzly_Bears
  Scenario: Bone Splinters targeting the creature sacrificed to cast it is cast, then doesn't resolve
    Given the board "alternative_costs/bone-splinters-omniscience.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", sacrificing "bears", targeting "bears"
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: "Bone Splinters"
    When all players pass priority
    Then the stack is empty
    And Alice's graveyard holds "Grizzly Bears" and "Bone Splinters"
    And "angel" is on the battlefield
