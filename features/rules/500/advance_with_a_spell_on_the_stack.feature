Feature: A step ends only when all players pass in succession with the stack empty, not when the stack becomes empty (CR 500.2)
  CR 500.2: "A phase or step in which players receive priority ends when the stack is empty and all players pass in
  succession. Simply having the stack become empty doesn't cause such a phase or step to end; all players have to
  pass in succession with the stack empty." After a spell resolves, the active player receives priority (117.3b) in
  the same step; the step ends once both players then pass. (Advancing the game while a spell is on the stack is no
  action of the rules: `the game advances` is defined with an empty stack, so no scenario asks an engine for it.)

  @cr:500.2 @context:117.3b @card:Memnite
  Scenario: Memnite resolves and leaves the stack empty: Alice's precombat main phase goes on, and she has priority
    Given the board "rules/500/memnite-in-hand.json"
    When Alice casts "memnite"
    And all players pass priority
    Then "memnite" is on the battlefield
    And the stack is empty
    And it is turn 3 of Alice, in the precombat_main step
    And Alice has priority

  @cr:500.2 @card:Memnite
  Scenario: Once Memnite has resolved, both players pass in succession with the stack empty, and the beginning of combat step begins
    Given the board "rules/500/memnite-in-hand.json"
    When Alice casts "memnite"
    And all players pass priority
    And Alice passes priority
    Then it is turn 3 of Alice, in the precombat_main step
    And Bob has priority
    When Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And "memnite" is on the battlefield
    And Alice has priority
