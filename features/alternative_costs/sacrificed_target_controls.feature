@mechanic:alternative-costs
Feature: The creature sacrificed as Bone Splinters's additional cost can be its own target (CR 601.2c, 601.2h): the controls
  Ruling: "If the spell has any mandatory additional costs, those must be paid to cast it."
  Bone Splinters: "As an additional cost to cast this spell, sacrifice a creature. Destroy target creature."
  Its target is chosen (CR 601.2c) before its costs are paid (601.2h), so the creature Alice will sacrifice is
  still a legal target when she chooses it. Sacrificing it pays the cost and the spell is cast. (That it then
  doesn't resolve, 608.2b, can't be told apart here from resolving and destroying nothing.)

  @ruling:alternative-costs.only-one-alternative-cost @cr:601.2c @cr:601.2h @card:Bone_Splinters
  @card:Omniscience @card:Grizzly_Bears
  Scenario: Bone Splinters can target the creature sacrificed to cast it: the spell is cast, and the creature is gone
    Given the board "alternative_costs/bone-splinters-omniscience.json"
    When Alice casts "Bone Splinters" without paying its mana cost thanks to "Omniscience", sacrificing "bears", targeting "bears"
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: "Bone Splinters"
    When all players pass priority
    Then the stack is empty
    And Alice's graveyard holds "Grizzly Bears" and "Bone Splinters"
    And "angel" is on the battlefield
