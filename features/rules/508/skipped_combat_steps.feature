Feature: Without attackers, the declare blockers and combat damage steps are skipped (CR 508.8)
  CR 508.8: "If no creatures are declared as attackers or put onto the battlefield attacking, skip the declare
  blockers and combat damage steps." The declare attackers step itself still happens (508.1): the control catches
  an engine that over-applies 508.8 and skips the whole combat once no creature can attack.

  @cr:508.8 @card:Grizzly_Bears
  Scenario: With no attacking creature, the end of combat step follows the declare attackers step
    Given the board "rules/508/declare-attackers.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end_of_combat step
    And Alice has priority

  @cr:508.8 @card:Grizzly_Bears
  Scenario: With no attacking creature, the game can't advance to the declare blockers step
    Given the board "rules/508/beginning-of-combat.json"
    When the game advances to declare_blockers
    Then the action is refused (CR 508.8)
    And the game is as it was before the action
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step

  @cr:508.8 @card:Grizzly_Bears
  Scenario: With no attacking creature, the game can't advance to the combat damage step
    Given the board "rules/508/beginning-of-combat.json"
    When the game advances to combat_damage
    Then the action is refused (CR 508.8)
    And the game is as it was before the action
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step

  @cr:508.8 @card:Grizzly_Bears
  Scenario: Control: the declare attackers step is not skipped
    Given the board "rules/508/beginning-of-combat.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step
    And Alice has priority
