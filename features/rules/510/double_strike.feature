Feature: A creature with double strike deals damage in both damage steps of the combat (CR 702.4b)
  CR 702.4b: "If at least one attacking or blocking creature has ... double strike as the combat damage step begins,
  the only creatures that assign combat damage in that step are those with first strike or double strike. After
  that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only
  creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first
  strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers
  that currently have double strike." The control: Thalia, with first strike only, deals damage once.

  @cr:702.4b @card:Fencing_Ace
  Scenario: Unblocked Fencing Ace deals 1 damage to Bob in each of the two damage steps
    Given the board "rules/510/double-strike.json"
    When Alice attacks Bob with "ace"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then the combat step is first_combat_damage
    And Bob's life total is 19
    When the game advances to combat_damage
    Then Bob's life total is 18

  @cr:702.4b @card:Fencing_Ace @card:Thalia,_Guardian_of_Thraben
  Scenario: Unblocked Fencing Ace and Thalia take Bob to 17 in the first step and to 16 in the second
    Given the board "rules/510/double-strike.json"
    When Alice attacks Bob with "ace" and "thalia"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17
    When the game advances to end_of_combat
    Then Bob's life total is 16

  @cr:702.4b @card:Fencing_Ace @card:Llanowar_Elves
  Scenario: Fencing Ace, blocked by Llanowar Elves, kills them in the first step and survives
    Given the board "rules/510/double-strike.json"
    When Alice attacks Bob with "ace"
    And the game advances to declare_blockers
    And Bob blocks "ace" with "elves"
    And the game advances to end_of_combat
    Then "elves" is in Bob's graveyard
    And "ace" is on the battlefield
    And Bob's life total is 20

  @cr:702.4b @card:Thalia,_Guardian_of_Thraben
  Scenario: Control: unblocked Thalia, with first strike and no double strike, deals 2 damage once
    Given the board "rules/510/double-strike.json"
    When Alice attacks Bob with "thalia"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to end_of_combat
    Then Bob's life total is 18
