Feature: An Aura attached to an object its enchant ability doesn't allow, or to nothing, is put into its owner's graveyard (CR 704.5m)
  CR 704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an object or player,
  that Aura is put into its owner's graveyard." Angelic Destiny has "Enchant creature" (702.5a) and "When enchanted
  creature dies, return Angelic Destiny to its owner's hand": it can be attached only to a creature permanent, and a
  creature card put into a graveyard is a new object (400.7), no permanent (110.1), that no Aura is attached to.
  Mutavault reads "{1}: Until end of turn, Mutavault becomes a 2/2 creature with all creature types. It's still a
  land."; the effect ends in the cleanup step (514.2). Bone Splinters: "As an additional cost to cast this spell,
  sacrifice a creature. Destroy target creature."

  @cr:704.5m @card:Mutavault @card:Angelic_Destiny @card:Island
  Scenario: Once Mutavault stops being a creature at end of turn, Angelic Destiny enchants an illegal object and goes to the graveyard
    Given the board "rules/704/mutavault-destiny-in-hand.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice casts "destiny" targeting "mutavault"
    And all players pass priority
    Then "mutavault" is 6/6
    When the game advances to the next turn
    Then it is turn 5 of Bob, in the precombat_main step
    And no player has lost the game
    And "destiny" is in Alice's graveyard
    And "mutavault" is on the battlefield
    And Alice's hand is empty

  @cr:704.5m @cr:603.6e @card:Angelic_Destiny @card:Grizzly_Bears @card:Bone_Splinters
  Scenario: Alice sacrifices the Grizzly Bears Angelic Destiny enchants to cast Bone Splinters: Angelic Destiny, attached to nothing, goes to the graveyard before its trigger returns it to her hand
    Given the board "rules/704/destiny-on-bears-splinters.json"
    When Alice casts "splinters", sacrificing "bears", targeting "bobs-bears"
    Then "bears" is in Alice's graveyard
    And "destiny" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Angelic Destiny" controlled by Alice, then "Bone Splinters"
    When all players pass priority
    Then "destiny" is in Alice's hand

  @cr:704.5m @card:Angelic_Destiny @card:Grizzly_Bears
  Scenario: Control: Angelic Destiny attached to Grizzly Bears, a creature, stays on the battlefield
    Given the board "rules/704/destiny-on-bears.json"
    When Alice passes priority
    Then Bob has priority
    And "destiny" is on the battlefield
