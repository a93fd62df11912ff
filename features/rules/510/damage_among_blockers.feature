Feature: A creature blocked by two or more creatures divides its damage among them as its controller chooses (CR 510.1c)
  CR 510.1c (2025-02-07): "If two or more creatures are blocking it, it assigns its combat damage to those creatures
  divided as its controller chooses among them." There is no damage assignment order any more: Elvish Regrower's
  example lets its controller assign "all 4 damage to the Hunter, 1 damage to the Spawn and 3 damage to the Hunter,
  2 damage to each creature", and so on. CR 510.1a: a creature "assigns combat damage equal to its power"; CR
  510.1e: the total damage assignment is checked, and an illegal one returns the game to the moment before it was
  made. Alice names each division. The control: with one blocker, there is nothing to divide.

  @cr:510.1c @card:Watchwolf @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Watchwolf blocked by Llanowar Elves then Grizzly Bears assigns all 3 damage to the Bears, none to the Elves
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves" and "bob-bears"
    And the game advances to combat_damage
    Then Alice must assign combat damage among "Llanowar Elves" and "Grizzly Bears"
    When Alice assigns combat damage: 3 to "bob-bears"
    Then "bob-bears" is in Bob's graveyard
    And "elves" is on the battlefield
    And "wolf" is in Alice's graveyard

  @cr:510.1c @card:Watchwolf @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: Watchwolf blocked by Grizzly Bears then Walking Corpse assigns 1 to the Bears and 2 to the Corpse
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-bears" and "corpse"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "bob-bears" and 2 to "corpse"
    Then "corpse" is in Bob's graveyard
    And "bob-bears" is on the battlefield

  @cr:510.1c @card:Watchwolf @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Watchwolf blocked by Llanowar Elves and Grizzly Bears assigns 1 to the Elves and 2 to the Bears: both die
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves" and "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "elves" and 2 to "bob-bears"
    Then "elves" is in Bob's graveyard
    And "bob-bears" is in Bob's graveyard
    And Bob's life total is 20

  @cr:510.1c @context:510.1e @card:Watchwolf @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Watchwolf, without trample, can't assign any of its damage to Bob past its blockers
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves" and "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "elves", 1 to "bob-bears", and 1 to Bob
    Then the action is refused (CR 510.1c or 510.1e)
    And the game is as it was before the action
    When Alice assigns combat damage: 1 to "elves" and 2 to "bob-bears"
    Then Bob's life total is 20

  @cr:510.1e @cr:510.1a @card:Watchwolf @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: An assignment of only 2 of Watchwolf's 3 damage is refused, and the game is as before it
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves" and "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "elves" and 1 to "bob-bears"
    Then the action is refused (CR 510.1a or 510.1e)
    And the game is as it was before the action
    When Alice assigns combat damage: 2 to "elves" and 1 to "bob-bears"
    Then "elves" is in Bob's graveyard
    And "bob-bears" is on the battlefield

  @cr:510.1c @card:Watchwolf @card:Walking_Corpse @card:Grizzly_Bears
  Scenario: Control: Watchwolf blocked by Walking Corpse alone assigns it all 3 damage, with no choice to make
    Given the board "rules/510/multiple-blockers.json"
    When Alice attacks Bob with "wolf" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "corpse"
    And the game advances to combat_damage
    Then "corpse" is in Bob's graveyard
    And "wolf" is on the battlefield
    And Bob's life total is 18
    And the combat step is combat_damage
