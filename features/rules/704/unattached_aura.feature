Feature: An Aura attached to an illegal object or to nothing is put into its owner's graveyard (CR 704.5m)
  CR 704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an object or player,
  that Aura is put into its owner's graveyard." CR 704.3: "... If any state-based actions are performed as a
  result of a check, the check is repeated ..." Mutavault reads "{1}: Until end of turn, Mutavault becomes a 2/2
  creature with all creature types. It's still a land." Overgrowth has "Enchant land".

  @cr:704.5m @cr:704.3 @card:Mutavault @card:Overgrowth @card:Lightning_Bolt
  Scenario: Lightning Bolt destroys Mutavault made a creature, and Overgrowth, attached to nothing, goes to the graveyard before Alice gets priority
    Given the board "rules/704/mutavault-overgrowth-bolt.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice casts "bolt" targeting "mutavault"
    And all players pass priority
    Then "mutavault" is in Alice's graveyard
    And "overgrowth" is in Alice's graveyard
    And Alice has priority
