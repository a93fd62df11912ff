Feature: A skipped step is replaced with nothing: it doesn't begin, and nothing of it happens (CR 614.1b, 614.10)
  CR 614.1b: "Effects that use the word 'skip' are replacement effects. These replacement effects use the word
  'skip' to indicate what events, steps, phases, or turns will be replaced with nothing." CR 614.10: "An effect that
  causes a player to skip an event, step, phase, or turn is a replacement effect. 'Skip [something]' is the same as
  'Instead of doing [something], do nothing.'" Eon Hub reads "Players skip their upkeep steps." Phyrexian Arena reads
  "At the beginning of your upkeep, you draw a card and you lose 1 life." (603.2b: it triggers as the step begins).

  @cr:614.1b @cr:614.10 @cr:500.11 @context:504.1 @card:Eon_Hub @card:Phyrexian_Arena
  Scenario: With Eon Hub, Alice's turn goes from its untap step to its draw step: Phyrexian Arena doesn't trigger
    Given the board "rules/614/eon-hub-arena-bobs-end-step.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 5 of Alice, in the draw step
    And the stack is empty
    And Alice's hand holds "Grizzly Bears" and "Island"
    And Alice's life total is 20

  @cr:614.1b @cr:614.10 @card:Eon_Hub @card:Phyrexian_Arena
  Scenario: With Eon Hub, the game advances to Alice's precombat main phase with only her draw step's card drawn and no life lost
    Given the board "rules/614/eon-hub-arena-bobs-end-step.json"
    When the game advances to the next turn
    Then it is turn 5 of Alice, in the precombat_main step
    And Alice's hand holds "Grizzly Bears" and "Island"
    And Alice's life total is 20

  @cr:614.1b @cr:500.11 @card:Eon_Hub @card:Phyrexian_Arena
  Scenario: With Eon Hub, no upkeep step comes: the game can't advance to one, and it advances to Alice's draw step instead
    Given the board "rules/614/eon-hub-arena-bobs-end-step.json"
    When the game advances to upkeep
    Then the action is refused (CR 614.1b)
    And the game is as it was before the action
    When the game advances to draw
    Then it is turn 5 of Alice, in the draw step
    And Alice's life total is 20

  @context:614.10 @cr:603.2b @card:Phyrexian_Arena
  Scenario: Control: without Eon Hub, Alice's upkeep begins and Phyrexian Arena triggers
    Given the board "rules/614/arena-bobs-end-step.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 5 of Alice, in the upkeep step
    And the stack is, from the top: a triggered ability of "Phyrexian Arena"
