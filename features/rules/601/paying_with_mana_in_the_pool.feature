Feature: The total cost is paid with mana the player has (CR 601.2h)
  "The player pays the total cost. [...] Partial payments are not allowed. Unpayable costs can't be paid." Alice
  has {G} in her mana pool and names the mana she pays Sol Ring's {1} with: {R}, which she doesn't have, is
  refused; {G} pays it.

  @cr:601.2h @context:118.3 @card:Sol_Ring
  Scenario: Alice can't pay Sol Ring's cost with {R} that isn't in her mana pool
    Given the board "rules/601/sol-ring-green-in-pool.json"
    When Alice casts "sol-ring" paying with {R}
    Then the action is refused (CR 601.2h or 118.3)
    And the game is as it was before the action
    When Alice casts "sol-ring" paying with {G}
    Then "sol-ring" is on the stack

  @cr:601.2h @card:Sol_Ring
  Scenario: Alice pays Sol Ring's cost with the {G} in her mana pool
    Given the board "rules/601/sol-ring-green-in-pool.json"
    When Alice casts "sol-ring" paying with {G}
    Then "sol-ring" is on the stack
    And Alice's mana pool is empty
