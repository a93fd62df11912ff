Feature: Trample: lethal damage to the blockers first, the rest as the attacking player chooses (CR 702.19b, 702.19d)
  CR 702.19b: "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking
  it. Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller
  chooses among those blocking creatures and the player, planeswalker, or battle the creature is attacking. When
  checking for assigned lethal damage, take into account damage already marked on the creature ... The attacking
  creature's controller need not assign lethal damage to all those blocking creatures but in that case can't assign
  any damage to the player". CR 702.19d: "If an attacking creature with trample ... is blocked, but there are no
  creatures blocking it when damage is assigned, its damage is assigned to the defending player". How the excess is
  divided is the attacking player's choice: each scenario names it (`Alice assigns combat damage: ...`). The
  controls: a trampler whose blocker needs all its damage has no choice to make, and a blocked creature without
  trample whose blocker is gone deals no damage (510.1c).

  @cr:702.19b @card:Arrogant_Wurm @card:Grizzly_Bears
  Scenario: Arrogant Wurm blocked by Grizzly Bears assigns them lethal damage and the other 2 to Bob
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "bob-bears"
    And the game advances to combat_damage
    Then Alice must assign combat damage among "Grizzly Bears" and Bob
    When Alice assigns combat damage: 2 to "bob-bears" and 2 to Bob
    Then Bob's life total is 18
    And "bob-bears" is in Bob's graveyard
    And "wurm" is on the battlefield

  @cr:702.19b @cr:510.1e @card:Arrogant_Wurm @card:Grizzly_Bears
  Scenario: Arrogant Wurm can't assign 3 of its damage to Bob while Grizzly Bears is assigned only 1
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "bob-bears" and 3 to Bob
    Then the action is refused (CR 702.19b or 510.1e)
    And the game is as it was before the action
    When Alice assigns combat damage: 2 to "bob-bears" and 2 to Bob
    Then Bob's life total is 18

  @cr:702.19b @cr:510.1e @card:Junkblade_Bruiser @card:Order_of_Whiteclay @card:Llanowar_Elves
  Scenario: Junkblade Bruiser can't assign its 4 damage to Bob past Order of Whiteclay, which needs all 4
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "bruiser"
    And the game advances to declare_blockers
    And Bob blocks "bruiser" with "whiteclay" and "elves"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "elves" and 3 to Bob
    Then the action is refused (CR 702.19b or 510.1e)
    And the game is as it was before the action
    When Alice assigns combat damage: 1 to "elves" and 3 to "whiteclay"
    Then Bob's life total is 20
    And "elves" is in Bob's graveyard
    And "whiteclay" is on the battlefield

  @cr:702.19b @card:Arrogant_Wurm @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Arrogant Wurm blocked by Grizzly Bears and Llanowar Elves assigns each lethal damage and 1 to Bob
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "bob-bears" and "elves"
    And the game advances to combat_damage
    And Alice assigns combat damage: 2 to "bob-bears", 1 to "elves", and 1 to Bob
    Then Bob's life total is 19
    And "bob-bears" is in Bob's graveyard
    And "elves" is in Bob's graveyard

  @cr:702.19b @card:Arrogant_Wurm @card:Grizzly_Bears
  Scenario: Arrogant Wurm's controller may assign all its damage to the blocking Grizzly Bears
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "bob-bears"
    And the game advances to combat_damage
    And Alice assigns combat damage: 4 to "bob-bears"
    Then Bob's life total is 20
    And "bob-bears" is in Bob's graveyard

  @cr:702.19b @card:Arrogant_Wurm @card:Order_of_Whiteclay
  Scenario: Control: Arrogant Wurm blocked by Order of Whiteclay, whose lethal damage is all 4, deals it all to her
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "whiteclay"
    And the game advances to combat_damage
    Then "whiteclay" is in Bob's graveyard
    And Bob's life total is 20
    And the combat step is combat_damage

  @cr:702.19b @card:Arrogant_Wurm @card:Order_of_Whiteclay
  Scenario: Order of Whiteclay already has 3 damage marked: 1 is lethal, and Arrogant Wurm assigns the other 3 to Bob
    Given the board "rules/510/trample-damaged-blocker.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "whiteclay"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "whiteclay" and 3 to Bob
    Then Bob's life total is 17
    And "whiteclay" is in Bob's graveyard

  @cr:702.19b @card:Arrogant_Wurm @card:Order_of_Whiteclay @card:Llanowar_Elves
  Scenario: Arrogant Wurm blocked by the damaged Order of Whiteclay and Llanowar Elves assigns 1 to each and 2 to Bob
    Given the board "rules/510/trample-damaged-blocker.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "whiteclay" and "elves"
    And the game advances to combat_damage
    And Alice assigns combat damage: 1 to "whiteclay", 1 to "elves", and 2 to Bob
    Then Bob's life total is 18
    And "whiteclay" is in Bob's graveyard
    And "elves" is in Bob's graveyard

  @cr:702.19d @card:Arrogant_Wurm @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Arrogant Wurm's only blocker is destroyed: all 4 of its damage is assigned to Bob
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wurm"
    And the game advances to declare_blockers
    And Bob blocks "wurm" with "bob-bears"
    And Alice casts "bolt" targeting "bob-bears", tapping "mountain" for mana
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    When the game advances to combat_damage
    Then Bob's life total is 16

  @cr:702.19d @card:Junkblade_Bruiser @card:Llanowar_Elves @card:Lightning_Bolt
  Scenario: Junkblade Bruiser's only blocker is destroyed: all 4 of its damage is assigned to Bob
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "bruiser"
    And the game advances to declare_blockers
    And Bob blocks "bruiser" with "elves"
    And Alice casts "bolt" targeting "elves", tapping "mountain" for mana
    And all players pass priority
    And the game advances to combat_damage
    Then Bob's life total is 16

  @cr:702.19d @context:510.1c @card:Watchwolf @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Watchwolf, without trample, whose only blocker is destroyed deals no combat damage
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-bears"
    And Alice casts "bolt" targeting "bob-bears", tapping "mountain" for mana
    And all players pass priority
    And the game advances to combat_damage
    Then Bob's life total is 20
    And the combat step is combat_damage
