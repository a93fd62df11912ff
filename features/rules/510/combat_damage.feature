Feature: Combat damage: unblocked attackers hit the player, blocked ones and their blockers hit each other, all at once (CR 510.1-510.2)
  CR 510.1a: "Each attacking creature and each blocking creature assigns combat damage equal to its power." CR
  510.1b: "An unblocked creature assigns its combat damage to the player ... it's attacking." CR 510.1c: "A blocked
  creature assigns its combat damage to the creatures blocking it." CR 510.1d: "A blocking creature assigns combat
  damage to the creatures it's blocking." CR 510.2: "all combat damage that's been assigned is dealt
  simultaneously." The control: a creature that didn't attack deals no damage.

  @cr:510.1b @card:Grizzly_Bears
  Scenario: Unblocked Grizzly Bears deals 2 damage to Bob
    Given the board "rules/510/damage.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 18
    And Alice's life total is 20

  @cr:510.2 @cr:510.1c @cr:510.1d @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: Grizzly Bears blocked by Walking Corpse: each deals 2 damage to the other at once, both die, Bob takes none
    Given the board "rules/510/damage.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    And the game advances to combat_damage
    Then "bears" is in Alice's graveyard
    And "corpse" is in Bob's graveyard
    And Bob's life total is 20

  @cr:510.1c @cr:510.1d @card:Watchwolf @card:Order_of_Whiteclay @card:Grizzly_Bears
  Scenario: Watchwolf blocked by Order of Whiteclay survives its 1 damage; unblocked Grizzly Bears hits Bob
    Given the board "rules/510/damage.json"
    When Alice attacks Bob with "wolf" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "whiteclay"
    And the game advances to combat_damage
    Then "wolf" is on the battlefield
    And "whiteclay" is on the battlefield
    And Bob's life total is 18
    And the combat step is combat_damage

  @cr:510.1b @card:Grizzly_Bears @card:Watchwolf
  Scenario: Control: Watchwolf, which didn't attack, deals no damage
    Given the board "rules/510/damage.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    Then Bob's life total is 18
    And "wolf" is untapped
