Feature: A one-shot effect can create a delayed triggered ability that acts later, not as the spell resolves (CR 610.2)
  CR 610.2: "Some one-shot effects create a delayed triggered ability, which instructs a player to do something later
  in the game (usually at a specific time) rather than as the spell or ability that's creating the one-shot effect
  resolves. See rule 603.7." Otherworldly Journey reads "Exile target creature. At the beginning of the next end step,
  return that card to the battlefield under its owner's control with a +1/+1 counter on it." Watchwolf is a 3/3;
  Banisher Priest reads "When Banisher Priest enters, exile target creature an opponent controls until Banisher
  Priest leaves the battlefield."

  @cr:610.2 @context:603.7a @card:Otherworldly_Journey @card:Watchwolf
  Scenario: Otherworldly Journey exiles Watchwolf in Alice's main phase; it stays exiled until her end step begins, then returns to Bob with a +1/+1 counter
    Given the board "rules/610/otherworldly-journey-watchwolf.json"
    When Alice casts "journey" targeting "watchwolf"
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    And the stack is empty
    When the game advances to end
    Then the stack is, from the top: a triggered ability of "Otherworldly Journey"
    And "watchwolf" is in Bob's exile
    When all players pass priority
    Then Bob's battlefield holds "Watchwolf"
    And "watchwolf" has 1 +1/+1 counter
    And "watchwolf" is 4/4

  @cr:610.2 @context:610.3 @card:Otherworldly_Journey @card:Banisher_Priest @card:Watchwolf
  Scenario: Otherworldly Journey exiles Alice's Banisher Priest, so Watchwolf comes back at once; at the end step the Priest returns and exiles Watchwolf again
    Given the board "rules/610/otherworldly-journey-banisher-priest.json"
    When Alice casts "priest", paying with {C}{W}{W}
    And all players pass priority
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    When Alice casts "journey" targeting "priest", paying with {C}{W}
    And all players pass priority
    Then "priest" is in Alice's exile
    And Bob's battlefield holds "Watchwolf"
    And the stack is empty
    When the game advances to end
    And all players pass priority
    Then Alice's battlefield holds "Banisher Priest"
    And the stack is, from the top: a triggered ability of "Banisher Priest"
    When all players pass priority
    Then "watchwolf" is in Bob's exile
    And "priest" has 1 +1/+1 counter

  @cr:610.2 @card:Otherworldly_Journey @card:Watchwolf
  Scenario: Control: once Otherworldly Journey's delayed ability has returned Watchwolf, the game goes on to the next turn with Watchwolf a 4/4 on Bob's battlefield
    Given the board "rules/610/otherworldly-journey-watchwolf.json"
    When Alice casts "journey" targeting "watchwolf"
    And all players pass priority
    And the game advances to end
    And all players pass priority
    And the game advances to the next turn
    Then Bob's battlefield holds "Watchwolf"
    And "watchwolf" is 4/4
