@mechanic:cost-determination
Feature: Determining the total cost of Emry, Lurker of the Loch (CR 601.2f, 118.7)
  Emry, Lurker of the Loch costs {2}{U} and reads "This spell costs {1} less to cast for each artifact
  you control." That static ability applies while Emry is on the stack, where its total cost is determined (604.5).

  Rulings: "The cost reduction ability reduces only the generic mana in Emry's cost. The colored mana
  must still be paid."
  "To determine the total cost of a spell, start with the mana cost or alternative cost you're paying,
  add any cost increases, then apply any cost reductions (such as that of Emry). The mana value of the
  spell remains unchanged, no matter what the total cost to cast it was."

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:604.5 @card:Emry,_Lurker_of_the_Loch @card:Sol_Ring
  Scenario: Each artifact Alice controls reduces the generic part of Emry's cost by {1}
    Given the board "cost_determination/emry-one-artifact.json"
    When Alice casts "emry" tapping "sol-ring" and "island" for mana
    Then Alice paid {1}{U} for the spell
    And "emry" is on the stack
    And Alice's mana pool is {C}


  @ruling:cost-determination.generic-reduction-only @cr:601.2f @card:Emry,_Lurker_of_the_Loch @card:Sol_Ring
  @card:Ornithopter @card:Memnite @card:Shimmer_Myr
  Scenario: Artifacts an opponent controls don't reduce Emry's cost
    Given the board "cost_determination/emry-opponent-artifacts.json"
    When Alice casts "emry" tapping "sol-ring" and "island" for mana
    Then Alice paid {1}{U} for the spell
    And Alice's mana pool is {C}

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:604.5 @card:Emry,_Lurker_of_the_Loch
  @card:Ornithopter @card:Memnite @card:Sol_Ring @card:Shimmer_Myr
  Scenario: With four artifacts, Emry still costs its blue mana
    Given the board "cost_determination/emry-four-artifacts.json"
    When Alice casts "emry" tapping "island" for mana
    Then Alice paid {U} for the spell
    And "emry" is on the stack
    And Alice's mana pool is empty

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:601.2h @card:Emry,_Lurker_of_the_Loch
  @card:Ornithopter @card:Memnite @card:Sol_Ring @card:Shimmer_Myr
  Scenario: Reductions beyond the generic part don't pay Emry's blue mana
    Given the board "cost_determination/emry-four-artifacts.json"
    When Alice casts "emry" tapping "sol-ring" for mana
    Then the action is refused (CR 601.2h)
    And "emry" is in Alice's hand

  @ruling:cost-determination.total-cost-order @cr:601.2f @cr:118.7 @card:Emry,_Lurker_of_the_Loch
  @card:Sphere_of_Resistance
  Scenario: A cost increase is added before Emry's reduction is applied
    Given the board "cost_determination/emry-sphere.json"
    When Alice casts "emry" tapping "island" for mana
    Then Alice paid {U} for the spell
    And "emry" is on the stack

  @ruling:cost-determination.total-cost-order @cr:601.2f @cr:118.9 @card:Emry,_Lurker_of_the_Loch
  @card:Fist_of_Suns @card:Sphere_of_Resistance
  Scenario: The total cost starts from the alternative cost being paid
    Given the board "cost_determination/emry-fist-sphere.json"
    When Alice casts "emry" using the alternative cost of "Fist of Suns"
    Then Alice paid {W}{U}{B}{R}{G} for the spell
    And "emry" is on the stack
    And Alice's mana pool is empty

  @ruling:cost-determination.total-cost-order @cr:202.3 @cr:601.2f @card:Emry,_Lurker_of_the_Loch
  Scenario: Emry's mana value stays 3 although only {U} was paid for it
    Given the board "cost_determination/emry-four-artifacts.json"
    When Alice casts "emry" tapping "island" for mana
    Then Alice paid {U} for the spell
    And the mana value of "emry" is 3
