@mechanic:x
Feature: X on the stack is the value chosen, zero included (CR 107.3, 202.3e): the controls
  Ruling: "If a card in a player's hand has {X} in its mana cost, X is considered to be 0."
  On the stack, X is the value chosen as the spell was cast (202.3e), which may be 0: the control with X = 2 fails
  on an engine that ignores X on the stack, where the X = 0 case can't: that one is tagged only with what it decides,
  the 0/0's death (704.5f).

  @ruling:x.card-in-hand-x-is-zero @cr:704.5f @card:Endless_One
  Scenario: Cast with X = 0, Endless One has mana value 0 on the stack, enters as a 0/0 and dies
    Given the board "x/endless-one-x-zero.json"
    Then the mana value of "endless" is 0
    When Alice casts "endless" with X = 0
    Then "endless" is on the stack
    And the mana value of "endless" is 0
    When all players pass priority
    Then "endless" is in Alice's graveyard
    And the mana value of "endless" is 0

  @ruling:x.card-in-hand-x-is-zero @cr:202.3e @cr:107.3a @card:Endless_One
  Scenario: Control: cast with X = 2, Endless One has mana value 2 on the stack and 0 once it has left it
    Given the board "x/endless-one-two-mana.json"
    Then the mana value of "endless" is 0
    When Alice casts "endless" with X = 2
    Then "endless" is on the stack
    And the mana value of "endless" is 2
    When all players pass priority
    Then "endless" is on the battlefield
    And "endless" is 2/2
    And the mana value of "endless" is 0
