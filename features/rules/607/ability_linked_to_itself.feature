Feature: One ability that exiles a card and refers to it later is linked to itself: "that card" is the card it exiled (CR 607.1c)
  CR 607.1c: "An ability printed on an object that fulfills both criteria described in rule 607.1 is linked to
  itself." Otherworldly Journey's one spell ability both exiles a creature and refers to it: "Exile target creature.
  At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1
  counter on it." Its delayed triggered ability returns only the card that Journey exiled: not one a second Otherworldly
  Journey exiled, nor one Fiend Hunter ("When Fiend Hunter enters, you may exile another target creature.") exiled.
  Watchwolf is a 3/3, Grizzly Bears a 2/2.

  @cr:607.1c @context:610.2 @card:Otherworldly_Journey @card:Watchwolf @card:Grizzly_Bears
  Scenario: A second Otherworldly Journey exiles Grizzly Bears in response to the first one's return: only Watchwolf, the card the first exiled, returns
    Given the board "rules/607/two-journeys-plains.json"
    When Alice casts "journey-1" targeting "watchwolf"
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    When the game advances to end
    Then the stack is, from the top: a triggered ability of "Otherworldly Journey"
    When Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice casts "journey-2" targeting "bears"
    And all players pass priority
    Then "bears" is in Bob's exile
    And the stack is, from the top: a triggered ability of "Otherworldly Journey"
    When all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And "watchwolf" has 1 +1/+1 counter
    And "bears" is in Bob's exile

  @cr:607.1c @context:607.1 @context:610.2 @card:Otherworldly_Journey @card:Fiend_Hunter @card:Watchwolf @card:Grizzly_Bears
  Scenario: Fiend Hunter exiles Grizzly Bears, Otherworldly Journey exiles Watchwolf: at the end step Journey returns Watchwolf only
    Given the board "rules/607/fiend-hunter-journey.json"
    When Alice casts "hunter", paying with {C}{W}{W}
    And all players pass priority
    And Alice chooses "bears"
    And all players pass priority
    And Alice accepts
    Then "bears" is in Bob's exile
    When Alice casts "journey" targeting "watchwolf", paying with {C}{W}
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    When the game advances to end
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And "watchwolf" is 4/4
    And "bears" is in Bob's exile

  @cr:607.1c @context:610.2 @card:Otherworldly_Journey @card:Watchwolf @card:Grizzly_Bears
  Scenario: Control: the second Otherworldly Journey exiles Grizzly Bears after the first one's return resolved: Watchwolf is back, the Bears stay exiled
    Given the board "rules/607/two-journeys-plains.json"
    When Alice casts "journey-1" targeting "watchwolf"
    And all players pass priority
    And the game advances to end
    And all players pass priority
    Then "watchwolf" is on the battlefield
    When Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice casts "journey-2" targeting "bears"
    And all players pass priority
    Then the stack is empty
    And "bears" is in Bob's exile
    And "watchwolf" is 4/4
