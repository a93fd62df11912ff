Feature: An Aura attached to an illegal object or to nothing is put into its owner's graveyard (CR 704.5m)
  CR 704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an object or player,
  that Aura is put into its owner's graveyard." CR 704.3: "... If any state-based actions are performed as a
  result of a check, the check is repeated ..." Mutavault reads "{1}: Until end of turn, Mutavault becomes a 2/2
  creature with all creature types. It's still a land." Overgrowth has "Enchant land"; Angelic Destiny has
  "Enchant creature" and "When enchanted creature dies, return Angelic Destiny to its owner's hand." Dryad Arbor is
  a 1/1 land creature; one with a -1/-1 counter has toughness 0 and is put into its owner's graveyard (704.5f).

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

  @cr:704.5m @card:Mutavault @card:Angelic_Destiny
  Scenario: Once Mutavault stops being a creature at end of turn, Angelic Destiny enchants an illegal object and goes to the graveyard
    Given the board "rules/704/mutavault-destiny-in-hand.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice casts "destiny" targeting "mutavault"
    And all players pass priority
    Then "mutavault" is 6/6
    When the game advances to the next turn
    Then "destiny" is in Alice's graveyard
    And "mutavault" is on the battlefield
    And Alice's hand is empty

  @cr:704.5m @cr:704.3 @cr:704.5f @card:Dryad_Arbor @card:Overgrowth
  Scenario: Dryad Arbor with toughness 0 goes to the graveyard, and Overgrowth, attached to nothing, follows before Bob gets priority
    Given the board "rules/704/arbor-minus-one-overgrowth.json"
    When Alice passes priority
    Then "arbor" is in Alice's graveyard
    And "overgrowth" is in Alice's graveyard
    And Bob has priority
