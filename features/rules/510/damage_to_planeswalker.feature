Feature: An unblocked creature attacking a planeswalker deals its combat damage to that planeswalker (CR 510.1b, 506.4c)
  CR 510.1b: "An unblocked creature assigns its combat damage to the player, planeswalker, or battle it's
  attacking. If it isn't currently attacking anything (if, for example, it was attacking a planeswalker that has left
  the battlefield), it assigns no combat damage." CR 120.3c: damage dealt to a planeswalker removes that many
  loyalty counters from it. CR 506.4: a permanent that leaves the battlefield is removed from combat; CR 506.4c: a
  creature attacking a planeswalker removed from combat "continues to be an attacking creature, although it is not
  attacking any player, planeswalker, or battle. ... If it is unblocked, it will deal no combat damage." Damage to
  Jace is not damage to Bob: it isn't redirected. The control: the Bears attacking Bob deal him their 2 damage.

  @cr:510.1b @context:120.3c @card:Grizzly_Bears @card:Jace_Beleren
  Scenario: Unblocked Grizzly Bears attacking Bob's Jace Beleren remove 2 of its 3 loyalty counters; Bob's life stays 20
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then "jace" has 1 loyalty counter
    And Bob's life total is 20

  @cr:510.1b @card:Grizzly_Bears @card:Jace_Beleren
  Scenario: Control: unblocked Grizzly Bears attacking Bob deal him 2 damage; his Jace Beleren keeps its 3 loyalty counters
    Given the board "rules/508/attack-jace.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 18
    And "jace" has 3 loyalty counters

  @cr:506.4c @cr:510.1b @context:506.4 @card:Grizzly_Bears @card:Jace_Beleren @card:Lightning_Bolt
  Scenario: Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's graveyard: Grizzly Bears still attack, attacking nothing, and deal no combat damage
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And Alice casts "alice-bolt" targeting "jace", tapping "alice-mountain" for mana
    And all players pass priority
    Then "jace" is in Bob's graveyard
    And "bears" is attacking nothing
    When the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 20

  @cr:506.4c @cr:510.1b @context:506.4 @card:Grizzly_Bears @card:Jace_Beleren @card:Lightning_Bolt
  Scenario: Bob declares no blockers, then Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's graveyard: the unblocked Bears still attack and deal no combat damage
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And Alice casts "alice-bolt" targeting "jace", tapping "alice-mountain" for mana
    And all players pass priority
    Then "jace" is in Bob's graveyard
    And "bears" is attacking nothing
    When the game advances to combat_damage
    Then Bob's life total is 20

  @cr:506.4c @cr:509.1a @context:506.4 @context:510.1c @card:Grizzly_Bears @card:Jace_Beleren @card:Lightning_Bolt @card:Llanowar_Elves
  Scenario: The Bears attacking nothing after Jace Beleren left may still be blocked: Bob's Llanowar Elves block them and die
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And Alice casts "alice-bolt" targeting "jace", tapping "alice-mountain" for mana
    And all players pass priority
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then "elves" is blocking "bears"
    When the game advances to combat_damage
    Then "elves" is in Bob's graveyard
    And Bob's life total is 20

  @cr:506.4c @context:506.4 @card:Grizzly_Bears @card:Jace_Beleren @card:Lightning_Bolt
  Scenario: Control: Alice's Lightning Bolt to Bob while the Bears attack Jace Beleren: Jace stays attacked and loses 2 loyalty counters
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And Alice casts "alice-bolt" targeting Bob, tapping "alice-mountain" for mana
    And all players pass priority
    Then "bears" is attacking "jace"
    When the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17
    And "jace" has 1 loyalty counter
