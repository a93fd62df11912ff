Feature: An extra turn is added directly after the specified turn, the most recently created taken first (CR 500.7)
  CR 500.7: "Some effects can give a player extra turns. They do this by adding the turns directly after the
  specified turn. [...] The most recently created turn will be taken first." Time Walk: "Take an extra turn after
  this one." Time Warp: "Target player takes an extra turn after this one." The turn in which they resolve goes on
  to its end; the extra turn comes next, before the turn of the next player in turn order. Turn numbers count every
  turn, extra turns included.

  @cr:500.7 @card:Time_Walk
  Scenario: After Time Walk resolves, Alice's turn goes on, and her extra turn comes after it
    Given the board "rules/500/time-walk.json"
    When Alice casts "walk"
    And all players pass priority
    Then "walk" is in Alice's graveyard
    And it is turn 3 of Alice, in the precombat_main step
    And Alice has priority
    When the game advances to the next turn
    Then it is turn 4 of Alice, in the precombat_main step

  @cr:500.7 @card:Time_Walk
  Scenario: Bob's turn comes after Alice's extra turn
    Given the board "rules/500/time-walk.json"
    When Alice casts "walk"
    And all players pass priority
    And the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 5 of Bob, in the precombat_main step

  @cr:500.7 @card:Time_Warp @card:Time_Walk
  Scenario: Time Warp gives Bob an extra turn, then Time Walk Alice one: Alice's, created last, is taken first
    Given the board "rules/500/time-warp-time-walk.json"
    When Alice casts "warp" targeting Bob
    And all players pass priority
    And Alice casts "walk"
    And all players pass priority
    And the game advances to the next turn
    Then it is turn 4 of Alice, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 5 of Bob, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 7 of Alice, in the precombat_main step

  @cr:500.7 @card:Time_Walk @card:Time_Warp
  Scenario: Time Walk gives Alice an extra turn, then Time Warp Bob one: Bob's, created last, is taken first
    Given the board "rules/500/time-warp-time-walk.json"
    When Alice casts "walk"
    And all players pass priority
    And Alice casts "warp" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 5 of Alice, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step

  @cr:500.7 @card:Time_Warp
  Scenario: Time Warp targeting Bob: Bob's extra turn comes directly after Alice's turn, then his own
    Given the board "rules/500/time-warp-time-walk.json"
    When Alice casts "warp" targeting Bob
    And all players pass priority
    Then it is turn 3 of Alice, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 5 of Bob, in the precombat_main step
    When the game advances to the next turn
    Then it is turn 6 of Alice, in the precombat_main step

  @cr:500.7 @card:Time_Walk
  Scenario: Control: without an extra turn, Bob's turn follows Alice's
    Given the board "rules/500/time-walk.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
