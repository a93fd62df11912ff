Feature: Unused mana empties from the pools when each step ends, not only when a phase ends (CR 500.4)
  CR 500.4: "When a step or phase ends, any unused mana left in a player's mana pool empties. This turn-based
  action doesn't use the stack." (106.4 says the same of each step and phase.) The upkeep and draw steps are steps
  of the same phase, the beginning phase; the beginning of combat and declare attackers steps, of the combat phase.
  Passing priority empties nothing while the step goes on.

  @cr:500.4 @context:106.4 @card:Forest
  Scenario: Mana Alice adds in her upkeep is gone when her draw step begins
    Given the board "rules/500/alice-upkeep-forest.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's mana pool is empty

  @cr:500.4 @context:106.4 @card:Forest @card:Grizzly_Bears
  Scenario: Mana Alice adds in her beginning of combat step is gone in her declare attackers step
    Given the board "rules/500/alice-beginning-of-combat-forest.json"
    When Alice taps "forest" for mana
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the declare_attackers step
    And Alice's mana pool is empty

  @cr:500.4 @context:106.4 @card:Forest
  Scenario: Control: mana Alice adds in her draw step is gone in her precombat main phase, the next phase
    Given the board "rules/500/alice-draw-forest.json"
    When Alice taps "forest" for mana
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the precombat_main step
    And Alice's mana pool is empty

  @cr:500.4 @context:106.4 @card:Forest @card:Mountain
  Scenario: Control: while the upkeep goes on, Alice's mana stays in her pool when she passes priority
    Given the board "rules/500/alice-upkeep-forest.json"
    When Alice taps "forest" for mana
    And Alice passes priority
    Then it is turn 3 of Alice, in the upkeep step
    And Bob has priority
    And Alice's mana pool is {G}
