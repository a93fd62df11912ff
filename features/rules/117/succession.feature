Feature: The top of the stack resolves, or the step ends, only when all players pass in succession (CR 117.4)
  CR 117.4: "If all players pass in succession (that is, if all players pass without taking any actions in between
  passing), the spell or ability on top of the stack resolves or, if the stack is empty, the phase or step ends."
  One player's pass gives the next player in turn order priority (117.3d); a player who casts a spell receives
  priority afterward (117.3c), and a pass made before that action is no part of a succession after it. After Bob's
  spell resolves, Alice, the active player, receives priority (117.3b). Lightning Bolt: "Lightning Bolt deals 3
  damage to any target." Giant Growth: "Target creature gets +3/+3 until end of turn."

  @cr:117.4 @cr:117.3b @context:117.3c @context:117.7 @card:Lightning_Bolt
  Scenario: Alice passes, Bob casts Lightning Bolt and passes: Alice's pass came before his action, so nothing resolves until she passes again
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And Alice passes priority
    And Bob casts "bob-bolt" targeting Alice, tapping "bob-mountain" for mana
    And Bob passes priority
    Then Alice has priority
    And the stack is, from the top: "Lightning Bolt" controlled by Bob, then "Lightning Bolt" controlled by Alice
    And Alice's life total is 20
    When Alice passes priority
    Then Alice's life total is 17
    And Bob's life total is 20
    And the stack is, from the top: "Lightning Bolt" controlled by Alice
    And Alice has priority

  @cr:117.4 @context:117.3c @context:117.7 @card:Lightning_Bolt @card:Giant_Growth @card:Grizzly_Bears
  Scenario: With an empty stack Alice passes, then Bob casts Lightning Bolt at her Grizzly Bears and passes: she still has priority to save them with Giant Growth
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And Bob passes priority
    Then Alice has priority
    And the stack is, from the top: "Lightning Bolt" controlled by Bob
    And "bears" is on the battlefield
    When Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority 2 times
    Then "bears" is on the battlefield
    And "bears" is 5/5
    And the stack is empty

  @cr:117.4 @context:117.3d
  Scenario: With an empty stack, Alice's pass alone doesn't end her main phase: Bob receives priority in it
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice passes priority
    Then it is turn 3 of Alice, in the precombat_main step
    And Bob has priority

  @cr:117.4 @context:117.3d @card:Lightning_Bolt
  Scenario: Alice's pass alone doesn't resolve her Lightning Bolt: Bob receives priority, and it resolves once he passes too
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And Alice passes priority
    Then Bob has priority
    And the stack is, from the top: "Lightning Bolt" controlled by Alice
    And Bob's life total is 20
    When Bob passes priority
    Then Bob's life total is 17
    And the stack is empty
    And Alice has priority

  @cr:117.4 @context:117.3a
  Scenario: Control: Alice and Bob pass in succession with an empty stack, and the main phase ends: Alice has priority in the beginning of combat step
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice passes priority
    And Bob passes priority
    Then it is turn 3 of Alice, in the beginning_of_combat step
    And Alice has priority
