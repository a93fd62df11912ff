Feature: Only an activated ability an object has can be activated (CR 602.1c)
  "An activated ability is the only kind of ability that can be activated." Sol Ring has one activated ability,
  "{T}: Add {C}{C}": activating a second one it doesn't have is refused, and its one ability is activated.

  @cr:602.1c @card:Sol_Ring
  Scenario: Alice can't activate a second ability of Sol Ring, which has one
    Given the board "rules/602/sol-ring-on-the-battlefield.json"
    When Alice activates ability 2 of "sol-ring"
    Then the action is refused (CR 602.1c)
    And the game is as it was before the action
    When Alice activates ability 1 of "sol-ring"
    Then Alice's mana pool is {C}{C}

  @cr:602.1c @card:Sol_Ring
  Scenario: Alice activates Sol Ring's one ability and gets {C}{C}
    Given the board "rules/602/sol-ring-on-the-battlefield.json"
    When Alice activates ability 1 of "sol-ring"
    Then "sol-ring" is tapped
    And Alice's mana pool is {C}{C}
