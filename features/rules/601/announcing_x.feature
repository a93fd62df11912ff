Feature: A value of X is announced only for a spell with a variable cost (CR 601.2b, 107.3a)
  "If the spell has a variable cost that will be paid as it's being cast (such as an {X} in its mana cost; see
  rule 107.3), the player announces the value of that variable." Memnite's mana cost is {0}: there is no
  variable to announce, so casting it with X = 2 is refused, and it is cast as it is. The control decides only
  that the cast card goes on the stack (601.2a); 601.2b is what it leaves alone.

  @cr:601.2b @card:Memnite
  Scenario: Memnite has no X in its cost: Alice can't announce X = 2 for it
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite" with X = 2
    Then the action is refused (CR 601.2b)
    And the game is as it was before the action
    When Alice casts "memnite"
    Then "memnite" is on the stack

  @cr:601.2a @context:601.2b @card:Memnite
  Scenario: Cast without announcing X, Memnite goes on the stack
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite"
    Then "memnite" is on the stack
    And Alice has priority
