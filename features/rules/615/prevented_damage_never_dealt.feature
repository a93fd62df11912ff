Feature: Damage that is prevented is never dealt: lifelink gains nothing for it (CR 615.6)
  CR 615.6: "If damage that would be dealt is prevented, it never happens." Lifelink (702.15b): "Damage dealt by a
  source with lifelink causes that source's controller ... to gain that much life." Felidar Sovereign (4/6,
  vigilance, lifelink) attacks Bob. Mending Hands: "Prevent the next 4 damage that would be dealt to any target this
  turn." Samite Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." The control:
  with no shield, Alice gains 4.

  @cr:615.6 @context:702.15b @card:Felidar_Sovereign @card:Mending_Hands
  Scenario: Mending Hands' shield around Bob prevents all 4 of Felidar Sovereign's combat damage: Alice gains no life
    Given the board "rules/615/lifelink-shield.json"
    When Alice attacks Bob with "felidar"
    And Alice passes priority
    And Bob casts "hands" targeting Bob
    And all players pass priority
    Then "hands" is in Bob's graveyard
    When the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 20
    And Alice's life total is 20

  @cr:615.6 @context:702.15b @card:Felidar_Sovereign @card:Samite_Healer
  Scenario: Samite Healer's shield around Bob prevents 1 of Felidar Sovereign's 4 damage: Alice gains 3 life
    Given the board "rules/615/lifelink-shield.json"
    When Alice attacks Bob with "felidar"
    And Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17
    And Alice's life total is 23

  @context:615.6 @cr:702.15b @card:Felidar_Sovereign
  Scenario: Control: with no shield, Felidar Sovereign deals Bob 4 damage and Alice gains 4 life
    Given the board "rules/615/lifelink-shield.json"
    When Alice attacks Bob with "felidar"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 16
    And Alice's life total is 24
