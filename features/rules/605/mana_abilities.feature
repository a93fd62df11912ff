Feature: Which abilities are mana abilities (CR 605.1, 605.1a)
  An activated ability that doesn't target, could add mana and isn't a loyalty ability is a mana ability, and is
  subject to special rules: it doesn't use the stack (605.3b). Prodigal Pyromancer's {T} ability adds no mana (and
  targets), and goes on the stack like any other activated ability. These scenarios decide the "could add mana"
  criterion only: no card here has a targeted ability that adds mana (605.5a).

  @cr:605.1 @cr:605.1a @card:Llanowar_Elves @card:Prodigal_Pyromancer
  Scenario: Llanowar Elves' ability is a mana ability: it adds {G} at once, over Prodigal Pyromancer's ability on the stack
    Given the board "rules/605/pyromancer-elves.json"
    When Alice activates "pyromancer" targeting Bob
    And Alice taps "elves" for mana
    Then Alice's mana pool is {G}
    And the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    And Bob's life total is 20

  @cr:605.1 @cr:605.1a @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer's ability could add no mana, so it is not a mana ability: it waits on the stack
    Given the board "rules/605/pyromancer-elves.json"
    When Alice activates "pyromancer" targeting Bob
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    And Bob's life total is 20
    When all players pass priority
    Then Bob's life total is 19
    And the stack is empty
