Feature: Two effects that skip a player's next draw step skip the next two (CR 614.10a)
  CR 614.10a: "Anything scheduled for a skipped step, phase, or turn won't happen. Anything scheduled for the 'next'
  occurrence of something waits for the first occurrence that isn't skipped. If two effects each cause a player to
  skip their next occurrence, that player must skip the next two; one effect will be satisfied in skipping the first
  occurrence, while the other will remain until another occurrence can be skipped." Fatigue ({1}{U} sorcery) reads
  "Target player skips their next draw step." CR 504.1: in the draw step the active player draws a card.

  @cr:614.10a @context:614.10 @card:Fatigue
  Scenario: Two Fatigues at Bob: he skips the draw steps of his next two turns and draws again in the third
    Given the board "rules/614/two-fatigues.json"
    When Alice casts "fatigue-1" targeting Bob
    And all players pass priority
    And Alice casts "fatigue-2" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And Bob's hand is empty
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step
    And Bob's hand is empty
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 8 of Bob, in the precombat_main step
    And Bob's hand holds "Island"

  @cr:614.10a @context:614.10 @card:Fatigue
  Scenario: Two Fatigues at Alice herself: her draw steps of turns 5 and 7 are skipped, and she draws in turn 9
    Given the board "rules/614/two-fatigues.json"
    When Alice casts "fatigue-1" targeting Alice
    And all players pass priority
    And Alice casts "fatigue-2" targeting Alice
    And all players pass priority
    And the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 5 of Alice, in the precombat_main step
    And Alice's hand is empty
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 7 of Alice, in the precombat_main step
    And Alice's hand is empty
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 9 of Alice, in the precombat_main step
    And Alice's hand holds "Island"

  @context:614.10a @cr:614.10 @card:Fatigue
  Scenario: Control: one Fatigue at Bob: he skips the draw step of his next turn only, and draws in the turn after
    Given the board "rules/614/two-fatigues.json"
    When Alice casts "fatigue-1" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    Then Bob's hand is empty
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step
    And Bob's hand holds "Island"
