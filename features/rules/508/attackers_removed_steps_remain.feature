Feature: Once a creature was declared as an attacker, the declare blockers step happens though it left combat (CR 508.8)
  CR 508.8: "If no creatures are declared as attackers or put onto the battlefield attacking, skip the declare
  blockers and combat damage steps." The steps are skipped only when none was declared: an attacker destroyed in
  the declare attackers step (removed from combat, 506.4) was still declared. The control: with no attacker
  declared, the end of combat step follows.

  @cr:508.8 @context:506.4 @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Bob's Lightning Bolt destroys the only attacker, Grizzly Bears: the declare blockers step still follows
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_blockers step
    And "bears" is in Alice's graveyard

  @cr:508.8 @context:506.4 @card:Grizzly_Bears @card:Lightning_Bolt @card:Llanowar_Elves
  Scenario: With the only attacker destroyed, Bob still declares blockers, none, in the declare blockers step
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then "elves" is not blocking
    And Bob's life total is 20
    And "bob-bolt" is in Bob's graveyard

  @cr:508.8 @card:Grizzly_Bears
  Scenario: Control: with no attacker declared, the end of combat step follows the declare attackers step
    Given the board "rules/506/removal.json"
    When Alice declares no attackers
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end_of_combat step
