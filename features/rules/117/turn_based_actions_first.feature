Feature: Turn-based actions are dealt with as a step begins, before a player receives priority in it (CR 117.2c)
  CR 117.2c: "Turn-based actions happen automatically when certain steps or phases begin. They're dealt with before a
  player would receive priority. See rule 117.3a. Turn-based actions also happen automatically when each step and
  phase ends; no player receives priority afterward." The draw step's turn-based action: "the active player draws a
  card" (504.1). When Alice receives priority in her draw step she has drawn, and may cast the Lightning Bolt she drew;
  the upkeep, before it, has no draw. Mana empties from the pools as a step ends (500.4), and the next step begins.

  @cr:117.2c @context:504.1 @context:117.3a @card:Lightning_Bolt
  Scenario: As Alice's draw step begins she draws Lightning Bolt, then receives priority in that step
    Given the board "rules/117/alices-upkeep-bolt-on-top.json"
    When the game advances to draw
    Then it is turn 3 of Alice, in the draw step
    And Alice has priority
    And Alice's hand holds "Lightning Bolt"

  @cr:117.2c @context:504.1 @card:Lightning_Bolt @card:Mountain
  Scenario: With priority in her draw step, Alice casts the Lightning Bolt she has just drawn
    Given the board "rules/117/alices-upkeep-bolt-on-top.json"
    When the game advances to draw
    And Alice casts "drawn-bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the draw step

  @cr:117.2c @context:500.4 @card:Mountain
  Scenario: Alice's {R} empties from her pool as the upkeep ends, and she has priority next in her draw step, not in the upkeep
    Given the board "rules/117/alices-upkeep-bolt-on-top.json"
    When Alice taps "mountain" for mana
    Then Alice's mana pool is {R}
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's mana pool is empty
    And Alice has priority

  @cr:117.2c @context:504.1
  Scenario: Control: in the upkeep, before the draw step, Alice has drawn nothing; in her main phase she holds the one card she drew
    Given the board "rules/117/alices-upkeep-bolt-on-top.json"
    Then Alice's hand is empty
    When the game advances to precombat_main
    Then Alice's hand holds "Lightning Bolt"
    And "forest" is in Alice's library
