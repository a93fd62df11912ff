Feature: A step ends only when the stack is empty and all players pass in succession (CR 500.2)
  "A phase or step in which players receive priority ends when the stack is empty and all players pass in
  succession." While a spell waits on the stack, the game can't be advanced past the step; once it has resolved,
  it can. The refusal is the only place the engine checks this, so the control advances with the same board and
  an empty stack.

  @cr:500.2 @card:Memnite
  Scenario: The game can't advance to the next turn while a spell is on the stack
    Given the board "rules/500/memnite-in-hand.json"
    When Alice casts "memnite"
    And the game advances to the next turn
    Then the action is refused (CR 500.2)
    And the game is as it was before the action

  @cr:500.2 @card:Memnite
  Scenario: Once the spell has resolved and the stack is empty, the game advances to the next turn
    Given the board "rules/500/memnite-in-hand.json"
    When Alice casts "memnite"
    And all players pass priority
    And the game advances to the next turn
    Then "memnite" is on the battlefield
    And Bob has priority
