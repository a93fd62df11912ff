Feature: Deathtouch with trample: 1 damage to each blocker is lethal, the rest may go to the player (CR 702.2c, 702.19b)
  CR 702.2c: "Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is considered to
  be lethal damage for the purposes of determining if a proposed combat damage assignment is valid, regardless of
  that creature's toughness." CR 702.19b: once all the blocking creatures are assigned lethal damage, "any excess
  damage is assigned as its controller chooses among those blocking creatures and the player". Overwhelming Stampede
  gives Zaxara, the Exemplary (2/3, deathtouch) trample and +2/+2 until end of turn: a 4/5. Alice names each
  division. The control: without any damage assigned to a blocker, none can go to the player.

  @cr:702.2c @cr:702.19b @card:Zaxara,_the_Exemplary @card:Overwhelming_Stampede @card:Order_of_Whiteclay
  Scenario: Zaxara with trample, blocked by Order of Whiteclay (1/4), assigns it 1 damage and Bob 3
    Given the board "rules/510/deathtouch-trample.json"
    When Alice casts "stampede", tapping "forest#1", "forest#2", "forest#3", "forest#4" and "forest#5" for mana
    And all players pass priority
    Then "zaxara" is 4/5
    When the game advances to declare_attackers
    And Alice attacks Bob with "zaxara"
    And the game advances to declare_blockers
    And Bob blocks "zaxara" with "whiteclay"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "whiteclay" and 3 to Bob
    Then Bob's life total is 17
    And "whiteclay" is in Bob's graveyard

  @cr:702.2c @cr:702.19b @card:Zaxara,_the_Exemplary @card:Overwhelming_Stampede @card:Order_of_Whiteclay @card:Grizzly_Bears
  Scenario: Zaxara with trample, blocked by Order of Whiteclay and Grizzly Bears, assigns 1 to each and Bob 2
    Given the board "rules/510/deathtouch-trample.json"
    When Alice casts "stampede", tapping "forest#1", "forest#2", "forest#3", "forest#4" and "forest#5" for mana
    And all players pass priority
    And the game advances to declare_attackers
    And Alice attacks Bob with "zaxara"
    And the game advances to declare_blockers
    And Bob blocks "zaxara" with "whiteclay" and "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "whiteclay", 1 to "bob-bears", and 2 to Bob
    Then Bob's life total is 18
    And "whiteclay" is in Bob's graveyard
    And "bob-bears" is in Bob's graveyard

  @cr:702.2c @cr:702.19b @cr:510.1e @card:Zaxara,_the_Exemplary @card:Overwhelming_Stampede @card:Order_of_Whiteclay @card:Grizzly_Bears
  Scenario: Control: Zaxara can't assign all its damage to Bob past Grizzly Bears, which is assigned none
    Given the board "rules/510/deathtouch-trample.json"
    When Alice casts "stampede", tapping "forest#1", "forest#2", "forest#3", "forest#4" and "forest#5" for mana
    And all players pass priority
    And the game advances to declare_attackers
    And Alice attacks Bob with "zaxara"
    And the game advances to declare_blockers
    And Bob blocks "zaxara" with "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 4 to Bob
    Then the action is refused (CR 702.19b or 702.2c or 510.1e)
    And the game is as it was before the action
    When Alice assigns combat damage: 1 to "bob-bears" and 3 to Bob
    Then Bob's life total is 17
    And "bob-bears" is in Bob's graveyard
