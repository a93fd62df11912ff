Feature: A player has "attacked" if they declared one or more creatures as attackers (CR 508.6)
  CR 508.6: "A player is 'attacking [a player]' if the first player controls a creature that is attacking the second
  player. A player has 'attacked [a player]' if the first player declared one or more creatures as attackers
  attacking the second player." Mardu Heart-Piercer (2/3): "Raid — When this creature enters, if you attacked this
  turn, this creature deals 2 damage to any target." Alice casts it in her postcombat main phase, when no creature is
  attacking any more. The control: without an attack, it enters and nothing triggers.

  @cr:508.6 @context:603.4 @card:Mardu_Heart-Piercer @card:Grizzly_Bears
  Scenario: Grizzly Bears attacked Bob unblocked: Mardu Heart-Piercer's raid ability triggers after combat and deals 2 damage to Bob
    Given the board "rules/508/raid.json"
    When Alice attacks Bob with "bears"
    And the game advances to postcombat_main
    Then Bob's life total is 18
    When Alice casts "piercer" tapping "m1" and "m2" and "m3" and "m4" for mana
    And all players pass priority
    And Alice chooses Bob
    And all players pass priority
    Then Bob's life total is 16

  @cr:508.6 @context:603.4 @card:Mardu_Heart-Piercer @card:Grizzly_Bears @card:War_Screecher
  Scenario: Grizzly Bears attacked and War Screecher blocked it: after combat Alice has still attacked, and the raid ability triggers
    Given the board "rules/508/raid.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "screecher"
    And the game advances to postcombat_main
    Then Bob's life total is 20
    When Alice casts "piercer" tapping "m1" and "m2" and "m3" and "m4" for mana
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Mardu Heart-Piercer"

  @cr:508.6 @context:603.4 @card:Mardu_Heart-Piercer
  Scenario: Control: Alice declared no attackers: Mardu Heart-Piercer enters and nothing triggers
    Given the board "rules/508/raid.json"
    When Alice declares no attackers
    And the game advances to postcombat_main
    And Alice casts "piercer" tapping "m1" and "m2" and "m3" and "m4" for mana
    And all players pass priority
    Then "piercer" is on the battlefield
    And the stack is empty
    And Bob's life total is 20
