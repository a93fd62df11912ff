Feature: As the end of combat step ends, all creatures are removed from combat (CR 511.3)
  CR 511.3: "As soon as the end of combat step ends, all creatures, battles, and planeswalkers are removed from
  combat. After the end of combat step ends, the combat phase is over and the postcombat main phase begins." CR
  511.1: the end of combat step has no turn-based actions, so attackers and blockers are still in combat during it
  (the control).

  @cr:511.3 @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: In the postcombat main phase Grizzly Bears is no longer attacking, nor is Walking Corpse blocking
    Given the board "rules/511/end-of-combat.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    And the game advances to postcombat_main
    Then the game is not in combat
    And "bears" is in Alice's graveyard

  @cr:511.3 @card:Grizzly_Bears
  Scenario: Unblocked Grizzly Bears stops attacking once the end of combat step ends
    Given the board "rules/511/end-of-combat.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to postcombat_main
    Then "bears" is not attacking
    And the game is not in combat
    And Bob's life total is 18

  @cr:511.3 @context:511.1 @card:Grizzly_Bears
  Scenario: Control: in the end of combat step, Grizzly Bears is still attacking
    Given the board "rules/511/end-of-combat.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    Then "bears" is attacking Bob
    And the combat step is end_of_combat

  @cr:511.3 @context:511.1 @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: In the end of combat step, Walking Corpse is still blocking Grizzly Bears
    Given the board "rules/511/end-of-combat-bolt.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    And the game advances to end_of_combat
    Then "corpse" is in Bob's graveyard
    And "bears" is in Alice's graveyard
    And the combat step is end_of_combat

  @cr:511.3 @context:511.1 @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Grizzly Bears, still attacking in the end of combat step, stops attacking as the step ends
    Given the board "rules/511/end-of-combat-bolt.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    Then "bears" is attacking Bob
    When Alice passes priority
    And Bob passes priority
    Then "bears" is not attacking
    And it is turn 3 of Alice, in the postcombat_main step
