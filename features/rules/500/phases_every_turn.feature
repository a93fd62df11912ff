Feature: Each phase takes place every turn, even if nothing happens in it: the combat phase without a creature (CR 500.1, 505.1)
  CR 500.1: "A turn consists of five phases, in this order: beginning, precombat main, combat, postcombat main, and
  ending. Each of these phases takes place every turn, even if nothing happens during the phase. The beginning,
  combat, and ending phases are further broken down into steps, which proceed in order." CR 505.1: "There are two
  main phases in a turn. [...] the first main phase [...] and the second main phase [...] are separated by the
  combat phase". Alice controls no creature: her combat phase still begins with the beginning of combat step, then
  the declare attackers step; with no attacker, the declare blockers and combat damage steps are skipped (508.8);
  the end of combat step follows, then her second main phase, where she may still play a land (505.6b).

  @cr:500.1 @card:Forest
  Scenario: Without a creature, Alice's beginning of combat step still follows her precombat main phase
    Given the board "rules/500/alice-main-no-creature.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority

  @cr:500.1 @cr:505.1 @context:508.8 @card:Forest
  Scenario: Without a creature, Alice's turn goes through the steps of combat to her postcombat main phase
    Given the board "rules/500/alice-main-no-creature.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end_of_combat step
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    And Alice has priority
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end step

  @cr:505.1 @context:505.6b @card:Forest
  Scenario: Without a creature, Alice reaches her postcombat main phase and plays a land there
    Given the board "rules/500/alice-main-no-creature.json"
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice plays the land "hand-forest"
    Then "hand-forest" is on the battlefield
    And it is turn 3 of Alice, in the postcombat_main step

  @cr:500.1 @card:Grizzly_Bears
  Scenario: Control: with Grizzly Bears, Alice's beginning of combat step follows her precombat main phase
    Given the board "rules/500/alice-main-bears.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority
