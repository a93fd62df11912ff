Feature: A cost to attack is determined for the whole declaration and paid in full, or the declaration is illegal (CR 508.1h, 508.1j, 508.1d)
  CR 508.1h: "If any of the chosen creatures require paying costs to attack ... the active player determines the
  total cost to attack." CR 508.1j: "Once the player has enough mana in their mana pool, they pay all costs in any
  order. Partial payments are not allowed." CR 508.1d: "If a creature can't attack unless a player pays a cost,
  that player is not required to pay that cost, even if attacking with that creature would increase the number of
  requirements being obeyed." Propaganda: "Creatures can't attack you unless their controller pays {2} for each
  creature they control that's attacking you." Alice's mana pool holds {C}{C} where the board says so; the mana
  that pays is forced. The control: Alice's own Propaganda taxes no attack on Bob.

  @cr:508.1h @cr:508.1j @card:Propaganda @card:Grizzly_Bears
  Scenario: Grizzly Bears attacks Bob, who controls Propaganda: Alice pays {2}, her {C}{C}
    Given the board "rules/508/propaganda.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And Alice's mana pool is empty

  @cr:508.1h @cr:508.1j @card:Propaganda @card:Grizzly_Bears
  Scenario: With her mana pool empty Alice can't pay Propaganda's {2}: Grizzly Bears can't attack
    Given the board "rules/508/propaganda-empty-pool.json"
    When Alice attacks Bob with "bears"
    Then the action is refused (CR 508.1h or 508.1j)
    And "bears" is not attacking
    And "bears" is untapped
    When Alice declares no attackers
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end_of_combat step

  @cr:508.1j @cr:508.1h @cr:508.1 @card:Propaganda @card:Grizzly_Bears @card:Watchwolf
  Scenario: Grizzly Bears and Watchwolf together cost {4}; with {C}{C} Alice can't pay part of it: the declaration is refused whole
    Given the board "rules/508/propaganda.json"
    When Alice attacks Bob with "bears" and "wolf"
    Then the action is refused (CR 508.1j or 508.1h)
    And "bears" is not attacking
    And "bears" is untapped
    And Alice's mana pool is {C}{C}
    When Alice attacks Bob with "wolf"
    Then "wolf" is attacking Bob
    And Alice's mana pool is empty

  @cr:508.1d @context:508.1h @card:Propaganda @card:Bloodrock_Cyclops
  Scenario: Bloodrock Cyclops attacks each combat if able, but attacking Bob costs {2}: Alice may declare no attackers
    Given the board "rules/508/propaganda-cyclops.json"
    When Alice declares no attackers
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end_of_combat step
    And Alice's mana pool is empty

  @cr:508.1d @context:508.1h @card:Propaganda @card:Bloodrock_Cyclops @card:Grizzly_Bears
  Scenario: Grizzly Bears attacks Bob, Alice paying {2}; Bloodrock Cyclops, which would cost {2} more, stays home
    Given the board "rules/508/propaganda-cyclops.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And "cyclops" is not attacking
    And Alice's mana pool is empty

  @cr:508.1d @context:508.1h @card:Propaganda @card:Bloodrock_Cyclops @card:Grizzly_Bears
  Scenario: With {C}{C}{C}{C}, enough for both, Alice pays {2} for Grizzly Bears alone; Bloodrock Cyclops stays home
    Given the board "rules/508/propaganda-cyclops-four.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And "cyclops" is not attacking
    And Alice's mana pool is {C}{C}

  @cr:508.1h @card:Propaganda @card:Grizzly_Bears
  Scenario: Control: Alice's own Propaganda doesn't tax her attack on Bob
    Given the board "rules/508/propaganda-alices.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
