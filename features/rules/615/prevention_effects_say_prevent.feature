Feature: Only effects that say "prevent" are prevention effects: "damage can't be prevented" leaves regeneration alone (CR 615.1a)
  CR 615.1a: "Effects that use the word 'prevent' are prevention effects." Regeneration is a replacement effect of
  destruction (614.8, 701.15a), not a prevention effect, though it acts like a shield. Stomp (the Adventure of
  Bonecrusher Giant): "Damage can't be prevented this turn. Stomp deals 2 damage to any target." River Boa: "{G}:
  Regenerate this creature." Stomp's damage is dealt, and the destruction it would cause is still replaced by
  regeneration. The control: without a regeneration shield, River Boa is destroyed.

  @cr:615.1a @context:701.15a @card:Bonecrusher_Giant @card:River_Boa
  Scenario: Stomp deals 2 damage to River Boa with a regeneration shield: the damage can't be prevented, and the Boa regenerates
    Given the board "rules/615/boa-stomp.json"
    When Alice passes priority
    And Bob activates "boa"
    And all players pass priority
    And Alice casts "giant" as an Adventure, targeting "boa"
    And all players pass priority
    Then "boa" is on the battlefield
    And "boa" is tapped

  @cr:615.1a @context:701.15a @card:Bonecrusher_Giant @card:River_Boa @card:Lightning_Bolt
  Scenario: After Stomp, damage can't be prevented, and Lightning Bolt's 3 damage to River Boa with a regeneration shield still lets it regenerate
    Given the board "rules/615/boa-stomp.json"
    When Alice casts "giant" as an Adventure, targeting Bob
    And all players pass priority
    Then Bob's life total is 18
    When Alice passes priority
    And Bob activates "boa"
    And all players pass priority
    And Alice casts "bolt" targeting "boa"
    And all players pass priority
    Then "boa" is on the battlefield
    And "boa" is tapped

  @cr:615.1a @context:701.15a @card:Bonecrusher_Giant @card:River_Boa
  Scenario: Control: without a regeneration shield, Stomp's 2 damage destroys River Boa
    Given the board "rules/615/boa-stomp.json"
    When Alice casts "giant" as an Adventure, targeting "boa"
    And all players pass priority
    Then "boa" is in Bob's graveyard
