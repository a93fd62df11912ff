Feature: A creature that leaves the battlefield is removed from combat; a blocked attacker stays blocked (CR 506.4, 509.1h, 510.1c)
  CR 506.4: "A permanent is removed from combat if it leaves the battlefield". CR 509.1h: an attacking creature with
  blockers declared for it "becomes a blocked creature ... This remains unchanged until the creature is removed from
  combat". CR 510.1c: "A blocked creature assigns its combat damage to the creatures blocking it. If no creatures
  are currently blocking it (if, for example, they were destroyed or removed from combat), it assigns no combat
  damage." The control: an attacker nothing happens to stays attacking.

  @cr:506.4 @card:Lightning_Bolt @card:Grizzly_Bears @card:Watchwolf
  Scenario: Bob's Lightning Bolt destroys the attacking Grizzly Bears: it is no longer attacking, Watchwolf still is and deals its 3 damage
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears" and "wolf"
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And "bears" is not attacking
    And "wolf" is attacking Bob
    When the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17

  @cr:510.1c @cr:509.1h @context:506.4 @card:Lightning_Bolt @card:Watchwolf @card:Llanowar_Elves
  Scenario: Watchwolf's only blocker, Llanowar Elves, is destroyed: Watchwolf stays blocked and deals no combat damage
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves"
    And Alice casts "alice-bolt" targeting "elves", tapping "alice-mountain" for mana
    And all players pass priority
    Then "elves" is in Bob's graveyard
    And "elves" is not blocking
    And "wolf" is attacking Bob
    When the game advances to combat_damage
    Then Bob's life total is 20

  @cr:510.1c @cr:509.1h @context:506.4 @card:Lightning_Bolt @card:Grizzly_Bears @card:Watchwolf @card:Llanowar_Elves
  Scenario: Of Grizzly Bears and Watchwolf, only the Bears were blocked, by Llanowar Elves since destroyed: Bob takes Watchwolf's 3 damage alone
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears" and "wolf"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    And Alice casts "alice-bolt" targeting "elves", tapping "alice-mountain" for mana
    And all players pass priority
    And the game advances to combat_damage
    Then Bob's life total is 17
    And "bears" is on the battlefield

  @cr:506.4 @cr:510.1c @card:Watchwolf @card:Llanowar_Elves
  Scenario: Control: Watchwolf blocked by Llanowar Elves that stay kills them and deals Bob nothing
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "elves"
    And the game advances to combat_damage
    Then "elves" is in Bob's graveyard
    And "wolf" is on the battlefield
    And Bob's life total is 20
