Feature: An additional combat phase and main phase come directly after the main phase that added them (CR 500.8, 505.1a)
  CR 500.8: "Some effects can add phases to a turn. They do this by adding the phases directly after the specified
  phase." Relentless Assault: "Untap all creatures that attacked this turn. After this main phase, there is an
  additional combat phase followed by an additional main phase." CR 505.1a: "Only the first main phase of the turn
  is a precombat main phase. All other main phases are postcombat main phases. [...] It is also true of a turn in
  which an effect has caused an additional combat phase and an additional main phase to be created." Cast in
  Alice's postcombat main phase, it is followed by a combat phase in which Grizzly Bears attacks, then by a
  postcombat main phase, and only then by the ending phase. (No creature attacked earlier in the turn, so its
  untap does nothing here.)

  @cr:500.8 @card:Relentless_Assault @card:Grizzly_Bears
  Scenario: After Relentless Assault resolves in Alice's postcombat main phase, a beginning of combat step follows it, not the end step
    Given the board "rules/500/relentless-assault-postcombat-main.json"
    When Alice casts "assault"
    And all players pass priority
    Then "assault" is in Alice's graveyard
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority

  @cr:500.8 @cr:505.1a @card:Relentless_Assault @card:Grizzly_Bears
  Scenario: In the additional combat phase Grizzly Bears attacks Bob; a postcombat main phase follows it, then the end step
    Given the board "rules/500/relentless-assault-postcombat-main.json"
    When Alice casts "assault"
    And all players pass priority
    And the game advances to declare_attackers
    And Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    When the game advances to end_of_combat
    Then Bob's life total is 18
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end step

  @cr:500.8 @card:Relentless_Assault @card:Forest
  Scenario: In the additional main phase after the additional combat, Alice plays a Forest
    Given the board "rules/500/relentless-assault-postcombat-main.json"
    When Alice casts "assault"
    And all players pass priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    When Alice plays the land "hand-forest"
    Then "hand-forest" is on the battlefield

  @cr:500.8 @card:Grizzly_Bears
  Scenario: Control: without Relentless Assault, the end step follows Alice's postcombat main phase
    Given the board "rules/500/relentless-assault-postcombat-main.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the end step
