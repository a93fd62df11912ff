Feature: "At the beginning of" a step, abilities trigger as it begins, and go on the stack before the active player receives priority in it (CR 500.6, 503.1a)
  CR 500.6: "When a phase or step begins, any abilities that trigger "at the beginning of" that phase or step
  trigger. They are put on the stack the next time a player would receive priority." The first time a player
  would receive priority in a step is as it begins: the active player receives it (117.3a) once the triggered
  abilities are on the stack (117.5). Omen Machine: "Players can't draw cards. At the beginning of each player's
  draw step, that player exiles the top card of their library. If it's a land card, the player puts it onto the
  battlefield. [...]" Bob controls it; in Alice's draw step she draws nothing (504.1, replaced by nothing: she
  can't draw), and the ability triggers for her.

  @cr:500.6 @context:117.5 @card:Omen_Machine @card:Forest
  Scenario: As Alice's draw step begins, Omen Machine's ability triggers and is on the stack when she first receives priority
    Given the board "rules/500/omen-machine-bobs-end-step.json"
    When Bob passes priority
    And Alice passes priority
    And Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And the stack is, from the top: a triggered ability of "Omen Machine" controlled by Bob
    And Alice has priority
    And Alice's hand is empty

  @cr:500.6 @card:Omen_Machine @card:Forest
  Scenario: Omen Machine's ability resolves in Alice's draw step: she puts the Forest from the top of her library onto the battlefield
    Given the board "rules/500/omen-machine-bobs-end-step.json"
    When the game advances to the draw
    Then the stack is, from the top: a triggered ability of "Omen Machine" controlled by Bob
    When all players pass priority
    Then "forest" is on the battlefield
    And it is turn 3 of Alice, in the draw step
    And the stack is empty

  @cr:500.6 @card:Omen_Machine
  Scenario: Control: Omen Machine's ability doesn't trigger in Alice's upkeep
    Given the board "rules/500/omen-machine-bobs-end-step.json"
    When Bob passes priority
    And Alice passes priority
    Then it is turn 3 of Alice, in the upkeep step
    And the stack is empty
    And Alice has priority
