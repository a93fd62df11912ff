Feature: A delayed trigger "at the beginning of the next end step" created during an end step waits for the next turn's (CR 513.2)
  CR 513.2: "if a delayed triggered ability that triggers 'at the beginning of the next end step' is created during
  this step, that ability won't trigger until the next turn's end step. In other words, the step doesn't 'back up' so
  those abilities can go on the stack." Otherworldly Journey reads "Exile target creature. At the beginning of the next
  end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it." Cast in Alice's
  end step, its delayed trigger has no stated duration (603.7b): it outlasts her turn and returns the card as Bob's
  end step begins. The control (features/rules/610/delayed_return.feature) casts it in a main phase, and the card
  returns in the same turn's end step.

  @cr:513.2 @context:603.7b @card:Otherworldly_Journey @card:Watchwolf
  Scenario: Otherworldly Journey cast in Alice's end step exiles Watchwolf until Bob's end step begins, then it returns with a +1/+1 counter
    Given the board "rules/513/journey-in-end-step.json"
    When Alice casts "journey" targeting "watchwolf"
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    And the stack is empty
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And "watchwolf" is in Bob's exile
    When the game advances to end
    Then the stack is, from the top: a triggered ability of "Otherworldly Journey"
    When all players pass priority
    Then Bob's battlefield holds "Watchwolf"
    And "watchwolf" has 1 +1/+1 counter

  @cr:513.2 @context:603.7b @card:Otherworldly_Journey @card:Grizzly_Bears
  Scenario: Otherworldly Journey cast in Alice's end step on her own Grizzly Bears returns them to her as Bob's end step begins
    Given the board "rules/513/journey-in-end-step.json"
    When Alice casts "journey" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's exile
    When the game advances to the next turn
    And the game advances to end
    And all players pass priority
    Then Alice's battlefield holds "Grizzly Bears"
    And "bears" is 3/3
