@mechanic:cost-determination
Feature: The reduced total cost is paid with the mana the player chooses: colored symbols by their color (CR 601.2f, 601.2h, 118.7a)
  Ruling: "The cost reduction ability reduces only the generic mana in Emry's cost. The colored mana must
  still be paid."
  With one artifact Emry's total cost is {1}{U} (CR 601.2f). Its controller chooses the mana from her pool
  that pays it (601.2h): generic mana may be paid with any type, {U} only with blue.

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:601.2h
  @card:Emry,_Lurker_of_the_Loch @card:Ornithopter
  Scenario: The generic part of the reduced cost may be paid with blue mana
    Given the board "cost_determination/emry-ornithopter-pool.json"
    When Alice casts "emry", paying with {U}{U}
    Then Alice paid {1}{U} for the spell
    And Alice's mana pool is {C}{C}
    And "emry" is on the stack

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2h @cr:730.1
  @card:Emry,_Lurker_of_the_Loch @card:Ornithopter
  Scenario: The colored part must still be paid with blue mana: colorless mana alone doesn't pay {1}{U}
    Given the board "cost_determination/emry-ornithopter-pool.json"
    When Alice casts "emry", paying with {C}{C}
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
