Feature: An unblocked creature assigns its combat damage to the player it's attacking (CR 510.1b)
  CR 510.1b: "An unblocked creature assigns its combat damage to the player, planeswalker, or battle it's
  attacking." In a game of three, Alice may attack Carol rather than Bob (508.1b): an unblocked creature attacking
  Carol deals its damage to Carol, not to the next player in turn order. The control: attacking Bob, Bob takes it.

  @cr:510.1b @card:Grizzly_Bears
  Scenario: In a game of three, unblocked Grizzly Bears attacking Carol deals its 2 damage to Carol
    Given the board "rules/510/three-players.json"
    When Alice attacks Carol with "bears"
    And the game advances to declare_blockers
    And Carol declares no blockers
    And the game advances to combat_damage
    Then Carol's life total is 18
    And Bob's life total is 20

  @cr:510.1b @card:Grizzly_Bears @card:Watchwolf @card:Walking_Corpse
  Scenario: Alice attacks Carol with Grizzly Bears and Watchwolf; Carol blocks Watchwolf and takes the Bears' 2 damage
    Given the board "rules/510/three-players.json"
    When Alice attacks Carol with "bears" and "wolf"
    And the game advances to declare_blockers
    And Carol blocks "wolf" with "corpse"
    And the game advances to combat_damage
    Then Carol's life total is 18
    And Bob's life total is 20
    And "corpse" is in Carol's graveyard

  @cr:510.1b @card:Grizzly_Bears
  Scenario: Control: unblocked Grizzly Bears attacking Bob deals its 2 damage to Bob
    Given the board "rules/510/three-players.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 18
    And Carol's life total is 20
