Feature: A player with ten or more poison counters loses the game (CR 704.5c)
  CR 704.5c: "If a player has ten or more poison counters, that player loses the game." Prologue to Phyresis ({1}{U},
  instant): "Each opponent gets a poison counter. Draw a card." A player "gets" a poison counter (122.1f); the
  state-based check before the next player receives priority (704.3) finds ten of them, and only ten or more. In a
  game of three, each player who loses leaves it (800.4a), and two who reach ten at once lose together.

  @cr:704.5c @card:Prologue_to_Phyresis
  Scenario: Prologue to Phyresis gives Bob, with nine poison counters, his tenth: he loses the game
    Given the board "rules/704/prologue-bob-9-poison.json"
    When Alice casts "prologue"
    And all players pass priority
    Then Bob has lost the game with ten or more poison counters
    And Alice has won the game
    And Alice's hand holds "Island"

  @cr:704.5c @card:Prologue_to_Phyresis
  Scenario: With eight poison counters, Bob plays on at nine after one Prologue to Phyresis and loses to the second
    Given the board "rules/704/two-prologues-bob-8-poison.json"
    When Alice casts "first-prologue"
    And all players pass priority
    Then no player has lost the game
    And Alice has priority
    When Alice casts "second-prologue"
    And all players pass priority
    Then Bob has lost the game with ten or more poison counters

  @cr:704.5c @context:800.4a @card:Prologue_to_Phyresis
  Scenario: In a game of three, Prologue to Phyresis gives Bob and Carol, with nine poison counters each, their tenth: both lose, and Alice wins
    Given the board "rules/704/prologue-bob-and-carol-9-poison.json"
    When Alice casts "prologue"
    And all players pass priority
    Then Bob has lost the game with ten or more poison counters
    And Carol has lost the game with ten or more poison counters
    And Alice has won the game
