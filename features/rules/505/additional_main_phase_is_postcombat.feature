Feature: A main phase after an additional combat phase is a postcombat main phase: no lore counter for Sagas (CR 505.1a)
  CR 505.1a: "Only the first main phase of the turn is a precombat main phase. All other main phases are
  postcombat main phases. [...] It is also true of a turn in which an effect has caused an additional combat phase
  and an additional main phase to be created." Relentless Assault adds a combat phase and a main phase after the
  postcombat main phase it resolves in. The additional main phase is a postcombat main phase: Alice puts no lore
  counter on The Eldest Reborn as it begins (505.4 and 714.3b name the precombat main phase only).

  @cr:505.1a @context:505.4 @card:Relentless_Assault @card:The_Eldest_Reborn
  Scenario: As the main phase after Relentless Assault's additional combat begins, The Eldest Reborn gets no lore counter
    Given the board "rules/505/relentless-assault-reborn.json"
    When Alice casts "assault"
    And all players pass priority
    Then "assault" is in Alice's graveyard
    When Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the postcombat_main step
    And "reborn" has 2 lore counters
    And the stack is empty

  @cr:505.1a @card:Relentless_Assault @card:The_Eldest_Reborn
  Scenario: Control: the additional combat phase begins with its beginning of combat step, the Saga unchanged
    Given the board "rules/505/relentless-assault-reborn.json"
    When Alice casts "assault"
    And all players pass priority
    Then "assault" is in Alice's graveyard
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And "reborn" has 2 lore counters
