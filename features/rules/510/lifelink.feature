Feature: Lifelink: combat damage dealt by a creature with lifelink makes its controller gain that much life (CR 702.15b)
  CR 702.15b: "Damage dealt by a source with lifelink causes that source's controller, or its owner if it has no
  controller, to gain that much life (in addition to any other results that damage causes)." That much: all the
  damage dealt, to a player or to a creature, whether the creature with lifelink attacks or blocks, in whichever
  combat damage step it deals it. The control: a creature without lifelink gains its controller nothing.

  @cr:702.15b @card:Felidar_Sovereign
  Scenario: Unblocked Felidar Sovereign deals 4 damage to Bob, and Alice gains 4 life
    Given the board "rules/510/lifelink.json"
    When Alice attacks Bob with "felidar"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 16
    And Alice's life total is 24

  @cr:702.15b @card:Felidar_Sovereign @card:Grizzly_Bears
  Scenario: Felidar Sovereign deals 4 damage to the blocking Grizzly Bears, and Alice gains 4 life
    Given the board "rules/510/lifelink.json"
    When Alice attacks Bob with "felidar"
    And the game advances to declare_blockers
    And Bob blocks "felidar" with "bob-bears"
    And the game advances to combat_damage
    Then "bob-bears" is in Bob's graveyard
    And Alice's life total is 24
    And Bob's life total is 20

  @cr:702.15b @cr:510.1d @card:Narci,_Fable_Singer @card:Grizzly_Bears
  Scenario: Narci, Fable Singer blocks Grizzly Bears and deals it 3 damage: Bob gains 3 life
    Given the board "rules/510/lifelink.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "narci"
    And the game advances to combat_damage
    Then "bears" is in Alice's graveyard
    And Bob's life total is 23
    And Alice's life total is 20

  @cr:702.15b @card:Gisela,_the_Broken_Blade @card:War_Screecher
  Scenario: Gisela, blocked by War Screecher, deals it 4 damage in the first combat damage step: Alice gains 4 then
    Given the board "rules/510/lifelink.json"
    When Alice attacks Bob with "gisela"
    And the game advances to declare_blockers
    And Bob blocks "gisela" with "screecher"
    And the game advances to combat_damage
    Then the combat step is first_combat_damage
    And "screecher" is in Bob's graveyard
    And Alice's life total is 24

  @cr:702.15b @card:Grizzly_Bears @card:Felidar_Sovereign
  Scenario: Control: Grizzly Bears, without lifelink, blocked by Bob's Grizzly Bears gains Alice nothing
    Given the board "rules/510/lifelink.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-bears"
    And the game advances to combat_damage
    Then "bob-bears" is in Bob's graveyard
    And Alice's life total is 20
    And Bob's life total is 20
