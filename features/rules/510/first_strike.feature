Feature: First strike makes a first combat damage step (CR 510.4, 702.7b)
  CR 702.7b: "If at least one attacking or blocking creature has first strike ... as the combat damage step begins,
  the only creatures that assign combat damage in that step are those with first strike or double strike. After
  that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only
  creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first
  strike nor double strike as the first combat damage step began". CR 510.4 says the same. The control: with no
  first strike in combat there is one combat damage step.

  @cr:702.7b @cr:510.4 @card:Thalia,_Guardian_of_Thraben @card:Grizzly_Bears
  Scenario: Thalia, blocked by Bob's Grizzly Bears, kills them in the first combat damage step and takes no damage
    Given the board "rules/510/first-strike.json"
    When Alice attacks Bob with "thalia"
    And the game advances to declare_blockers
    And Bob blocks "thalia" with "bob-bears"
    And the game advances to combat_damage
    Then the combat step is first_combat_damage
    And "bob-bears" is in Bob's graveyard
    And "thalia" is on the battlefield
    When the game advances to end_of_combat
    Then "thalia" is on the battlefield

  @cr:702.7b @cr:510.4 @card:Thalia,_Guardian_of_Thraben @card:Order_of_Whiteclay
  Scenario: Thalia, blocked by Order of Whiteclay, survives the first step; Whiteclay's 1 damage in the second kills her
    Given the board "rules/510/first-strike.json"
    When Alice attacks Bob with "thalia"
    And the game advances to declare_blockers
    And Bob blocks "thalia" with "whiteclay"
    And the game advances to combat_damage
    Then the combat step is first_combat_damage
    And "thalia" is on the battlefield
    When the game advances to combat_damage
    Then the combat step is combat_damage
    And "thalia" is in Alice's graveyard
    And "whiteclay" is on the battlefield

  @cr:510.4 @card:Thalia,_Guardian_of_Thraben @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: Unblocked Thalia deals her damage to Bob in the first step, Grizzly Bears blocked by Walking Corpse in the second
    Given the board "rules/510/first-strike.json"
    When Alice attacks Bob with "thalia" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    And the game advances to combat_damage
    Then Bob's life total is 18
    And "bears" is on the battlefield
    And "corpse" is on the battlefield
    When the game advances to combat_damage
    Then "bears" is in Alice's graveyard
    And "corpse" is in Bob's graveyard

  @cr:510.4 @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: Control: without first strike in combat, the only combat damage step deals everything
    Given the board "rules/510/first-strike.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    And the game advances to combat_damage
    Then the combat step is combat_damage
    And "bears" is in Alice's graveyard
    And "corpse" is in Bob's graveyard
    When the game advances to postcombat_main
    Then it is turn 3 of Alice, in the postcombat_main step

  @cr:702.7b @cr:510.4 @card:Thalia,_Guardian_of_Thraben @card:Grizzly_Bears
  Scenario: Unblocked Thalia deals her 2 damage in the first combat damage step only, Grizzly Bears in the second
    Given the board "rules/510/first-strike.json"
    When Alice attacks Bob with "thalia" and "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 18
    When the game advances to combat_damage
    Then the combat step is combat_damage
    And Bob's life total is 16
