Feature: In the draw step the active player first draws a card, then receives priority (CR 504.1, 504.2, 103.8a)
  CR 504.1: "First, the active player draws a card. This turn-based action doesn't use the stack." CR 504.2:
  "Second, the active player gets priority." Lightning Bolt is on top of Alice's library: it is in her hand as she
  first receives priority in her draw step, and she can cast it there. CR 103.8a: "In a two-player game, the player
  who plays first skips the draw step [...] of their first turn."

  @cr:504.1 @cr:504.2 @card:Lightning_Bolt
  Scenario: As her draw step begins Alice draws Lightning Bolt, before she receives priority, and nothing is on the stack
    Given the board "rules/504/alice-upkeep-bolt-on-top.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's hand holds "Lightning Bolt"
    And the stack is empty
    And Alice has priority

  @cr:504.2 @cr:504.1 @card:Lightning_Bolt @card:Mountain
  Scenario: In her draw step Alice casts the Lightning Bolt she has just drawn
    Given the board "rules/504/alice-upkeep-bolt-on-top.json"
    When Alice passes priority
    And Bob passes priority
    And Alice casts "Lightning Bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the draw step
    And Alice has priority

  @cr:504.1 @card:Lightning_Bolt
  Scenario: Only the active player draws in the draw step: Alice draws, Bob doesn't
    Given the board "rules/504/alice-upkeep-bolt-on-top.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's hand holds "Lightning Bolt"
    And Bob's hand is empty
    And Bob's library holds "Island", "Island" and "Island"

  @cr:103.8a @context:504.1 @card:Island
  Scenario: On turn 1, Alice, who plays first, skips her draw step: her precombat main phase follows her upkeep
    Given the board "rules/504/first-turn-upkeep.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 1 of Alice, in the precombat_main step
    And Alice's hand is empty
    And Alice has priority

  @cr:103.8a @cr:504.1 @card:Island
  Scenario: On turn 3, Alice's draw step follows her upkeep and she draws
    Given the board "rules/504/alice-upkeep-bolt-on-top.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the draw step
    And Alice's library holds "Island" and "Island"
