Feature: A spell that may be cast as though it had flash if a cost is paid (CR 601.3c)
  "You may cast Ghitu Fire as though it had flash if you pay {2} more to cast it": its controller may begin to cast
  it any time they could cast an instant, and then its total cost includes the {2}; cast in their own main phase
  with an empty stack, it costs its mana cost.

  @cr:601.3c @cr:601.2f @card:Ghitu_Fire
  Scenario: In Bob's main phase, Alice begins to cast Ghitu Fire as though it had flash: with X = 1 its total cost is {3}{R}
    Given the board "rules/601/ghitu-fire-bobs-turn.json"
    When Bob passes priority
    And Alice casts "ghitu-fire" with X = 1 targeting Bob, stopping once its total cost is determined
    Then the total cost of the spell is {3}{R}
    When Alice continues casting the spell
    Then Alice paid {3}{R} for the spell
    When all players pass priority
    Then Bob's life total is 19

  @cr:601.2f @context:601.3c @card:Ghitu_Fire
  Scenario: In Alice's own main phase with an empty stack, Ghitu Fire with X = 1 costs only {1}{R}
    Given the board "rules/601/ghitu-fire-alices-turn.json"
    When Alice casts "ghitu-fire" with X = 1 targeting Bob, stopping once its total cost is determined
    Then the total cost of the spell is {1}{R}
    When Alice continues casting the spell
    Then Alice's mana pool is {C}{C}

  @cr:601.3c @cr:601.2h @context:118.3 @card:Ghitu_Fire
  Scenario: In Bob's main phase, Alice without the {2} more can't cast Ghitu Fire as though it had flash, and nothing changes
    Given the board "rules/601/ghitu-fire-bobs-turn-short.json"
    When Bob passes priority
    And Alice casts "ghitu-fire" with X = 1 targeting Bob
    Then the action is refused (CR 601.2h or 118.3)
    And the game is as it was before the action
    When Alice passes priority
    Then "ghitu-fire" is in Alice's hand
