Feature: Combat damage dealt by a creature with lifelink makes its controller gain that much life (CR 702.15b)
  CR 702.15b: "Damage dealt by a source with lifelink causes that source's controller ... to gain that much life (in
  addition to any other results that damage causes)." To a player or to a creature alike. The control: a creature
  without lifelink gains its controller nothing.

  @cr:702.15b @card:Felidar_Sovereign
  Scenario: Unblocked Felidar Sovereign deals 4 damage to Bob and Alice gains 4 life
    Given the board "rules/702/lifelink-combat.json"
    When Alice attacks Bob with "felidar"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 16
    And Alice's life total is 24

  @cr:702.15b @card:Felidar_Sovereign @card:Walking_Corpse
  Scenario: Felidar Sovereign blocked by Walking Corpse deals its 4 damage to the Corpse, and Alice gains 4 life
    Given the board "rules/702/lifelink-combat.json"
    When Alice attacks Bob with "felidar"
    And the game advances to declare_blockers
    And Bob blocks "felidar" with "corpse"
    And the game advances to combat_damage
    Then "corpse" is in Bob's graveyard
    And Bob's life total is 20
    And Alice's life total is 24

  @cr:702.15b @card:Grizzly_Bears
  Scenario: Control: unblocked Grizzly Bears, without lifelink, deals 2 damage and Alice gains nothing
    Given the board "rules/702/lifelink-combat.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 18
    And Alice's life total is 20
