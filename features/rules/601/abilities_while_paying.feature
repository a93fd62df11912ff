Feature: While paying a spell's cost, only mana abilities are activated (CR 601.2g)
  "If the total cost includes a mana payment, the player then has a chance to activate mana abilities (see rule
  605, "Mana Abilities"). Mana abilities must be activated before costs are paid." While Sol Ring is being paid
  for, Alice can't activate Hangarback Walker's ability ({1}, {T}: put a +1/+1 counter), which is no mana
  ability; she can tap her Island for mana.

  @cr:601.2g @card:Sol_Ring @card:Hangarback_Walker
  Scenario: Alice can't activate Hangarback Walker's ability while she pays for Sol Ring
    Given the board "rules/601/sol-ring-hangarback-island.json"
    When Alice casts "sol-ring", stopping while it is being paid
    And Alice activates "hangarback"
    Then the action is refused (CR 601.2g)
    And "hangarback" is untapped

  @cr:601.2g @card:Sol_Ring @card:Hangarback_Walker
  Scenario: Alice taps her Island for mana while she pays for Sol Ring, and pays with it
    Given the board "rules/601/sol-ring-hangarback-island.json"
    When Alice casts "sol-ring", stopping while it is being paid
    And Alice taps "island" for mana
    And Alice continues casting the spell
    Then "sol-ring" is on the stack
    And "island" is tapped
    And Alice's mana pool is empty
