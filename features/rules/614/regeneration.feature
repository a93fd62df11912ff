Feature: Regeneration replaces destruction, and only destruction (CR 614.8, 701.15a)
  CR 614.8: "Regeneration is a destruction-replacement effect. The word 'instead' doesn't appear on the card but is
  implicit in the definition of regeneration. 'Regenerate [permanent]' means 'The next time [permanent] would be
  destroyed this turn, instead remove all damage marked on it and its controller taps it. If it's an attacking or
  blocking creature, remove it from combat.'" CR 704.5f: a creature with toughness 0 or less is put into its owner's
  graveyard, which regeneration can't replace. River Boa (2/1) reads "Islandwalk / {G}: Regenerate River Boa."
  Lightning Bolt deals 3 damage to any target; lethal damage destroys a creature (704.5g). Bone Splinters reads "As an
  additional cost to cast this spell, sacrifice a creature. Destroy target creature." Scar reads "Put a -1/-1 counter
  on target creature." CR 614.3: replacement effects "last until they're used up or their duration has expired."

  @cr:614.8 @context:701.15a @context:704.5g @card:River_Boa @card:Lightning_Bolt
  Scenario: River Boa regenerated: Lightning Bolt's lethal damage would destroy it; instead it stays, tapped
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice activates "boa"
    And all players pass priority
    And Alice casts "bolt-1" targeting "boa"
    And all players pass priority
    Then "boa" is on the battlefield
    And "boa" is tapped

  @cr:614.8 @context:701.15a @card:River_Boa @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: River Boa regenerated: Bone Splinters' "destroy target creature" is replaced; the Boa stays, tapped
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice activates "boa"
    And all players pass priority
    And Alice casts "splinters" sacrificing "bears", targeting "boa"
    And all players pass priority
    Then "boa" is on the battlefield
    And "boa" is tapped

  @cr:614.8 @cr:614.3 @cr:701.15a @card:River_Boa @card:Lightning_Bolt
  Scenario: One regeneration shield replaces one destruction: the second Lightning Bolt destroys River Boa
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice activates "boa"
    And all players pass priority
    And Alice casts "bolt-1" targeting "boa"
    And all players pass priority
    And Alice casts "bolt-2" targeting "boa"
    And all players pass priority
    Then "boa" is in Alice's graveyard

  @cr:614.8 @context:704.5f @card:River_Boa @card:Scar
  Scenario: Regeneration doesn't replace a creature's going to the graveyard with toughness 0: the regenerated River Boa given a -1/-1 counter dies
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice activates "boa"
    And all players pass priority
    And Alice casts "scar" targeting "boa"
    And all players pass priority
    Then "boa" is in Alice's graveyard

  @context:614.8 @cr:704.5g @card:River_Boa @card:Lightning_Bolt
  Scenario: Control: River Boa not regenerated is destroyed by Lightning Bolt
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice casts "bolt-1" targeting "boa"
    And all players pass priority
    Then "boa" is in Alice's graveyard

  @cr:614.3 @context:614.8 @card:River_Boa @card:Bone_Splinters @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: The shield used up by Bone Splinters' destroy is gone: Lightning Bolt then destroys River Boa
    Given the board "rules/614/river-boa-bolts-scar-splinters.json"
    When Alice activates "boa"
    And all players pass priority
    And Alice casts "splinters" sacrificing "bears", targeting "boa"
    And all players pass priority
    Then "boa" is on the battlefield
    When Alice casts "bolt-1" targeting "boa"
    And all players pass priority
    Then "boa" is in Alice's graveyard
