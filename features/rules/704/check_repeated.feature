Feature: State-based actions are checked again after any is performed (CR 704.3)
  CR 704.3: "... If any state-based actions are performed as a result of a check, the check is repeated ..." A
  creature with lethal damage is destroyed (704.5g), one with toughness 0 or less is put into its owner's graveyard
  (704.5f); an Aura attached to nothing then is put into its owner's graveyard (704.5m), at the repeated check: it was
  still attached when the first check was made. Dryad Arbor is a 1/1 land creature; Overgrowth has "Enchant land".
  Knight of Autumn: "When Knight of Autumn enters, choose one — ... • Destroy target artifact or enchantment. ...";
  Angelic Destiny: "Enchanted creature gets +4/+4 ...". The control decides only that an Aura legally attached to a
  land creature stays (704.5m): with no state-based action to perform, whether the check is repeated can't show.

  @cr:704.3 @cr:704.5g @cr:704.5m @card:Dryad_Arbor @card:Overgrowth @card:Lightning_Bolt
  Scenario: Lightning Bolt deals lethal damage to Dryad Arbor, which is destroyed, and at the repeated check Overgrowth, attached to nothing, is put into the graveyard before Alice gets priority
    Given the board "rules/704/arbor-overgrowth-bolt.json"
    When Alice casts "bolt" targeting "arbor"
    And all players pass priority
    Then "arbor" is in Alice's graveyard
    And "overgrowth" is in Alice's graveyard
    And Alice's battlefield is empty
    And Alice has priority

  @cr:704.3 @cr:704.5f @cr:704.5m @context:700.2 @card:Knight_of_Autumn @card:Angelic_Destiny @card:Overgrowth
  Scenario: Knight of Autumn destroys the Angelic Destiny on a 0/0 Elemental land creature: it is put into the graveyard, and at the repeated check Overgrowth, attached to nothing, follows before Alice gets priority
    Given the board "rules/704/knight-destiny-overgrowth-on-elemental.json"
    Then "elemental" is 4/4
    When Alice casts "knight"
    And all players pass priority
    And Alice announces mode 2
    And Alice chooses "destiny"
    And all players pass priority
    Then "destiny" is in Alice's graveyard
    And "overgrowth" is in Alice's graveyard
    And Alice's battlefield holds "Knight of Autumn"
    And the stack is empty
    And Alice has priority

  @cr:704.5m @context:704.3 @card:Dryad_Arbor @card:Overgrowth
  Scenario: Control: undamaged Dryad Arbor stays, and Overgrowth attached to it too
    Given the board "rules/704/arbor-overgrowth-bolt.json"
    When Alice passes priority
    Then Bob has priority
    And "arbor" is on the battlefield
    And "overgrowth" is on the battlefield
