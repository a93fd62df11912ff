Feature: A player with 0 or less life loses the game (CR 704.5a)
  CR 704.5a: "If a player has 0 or less life, that player loses the game." Lightning Bolt: "Lightning Bolt deals 3
  damage to any target." Damage dealt to a player makes them lose that much life (120.3a); the next check of
  state-based actions, before anyone gets priority (704.3), finds a player at exactly 0 as much as one below it.

  @cr:704.5a @card:Lightning_Bolt
  Scenario: Lightning Bolt deals 3 damage to Bob at 3 life: at 0 life, he loses the game
    Given the board "rules/704/bolt-bob-at-3.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 0
    And Bob has lost the game with 0 or less life
    And Alice has won the game

  @cr:704.5a @card:Lightning_Bolt
  Scenario: Lightning Bolt deals 3 damage to Bob at 4 life: at 1 life, nobody loses
    Given the board "rules/704/bolt-bob-at-4.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 1
    And no player has lost the game
    And Alice has priority

  @cr:704.5a @card:Lightning_Bolt
  Scenario: Control: Lightning Bolt deals 3 damage to Bob at 2 life: at -1 life, he loses the game
    Given the board "rules/704/bolt-bob-at-2.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is -1
    And Bob has lost the game with 0 or less life
