Feature: A creature exiled until Banisher Priest leaves the battlefield returns the moment it leaves, under its owner's control (CR 610.3, 610.3b, 610.3c)
  CR 610.3: "Some one-shot effects cause an object to change zones 'until' a specified event occurs. A second one-shot
  effect is created immediately after the specified event. This second one-shot effect returns the object to its
  previous zone." No ability goes on the stack to return it. CR 610.3b: "If a resolving triggered ability creates the
  initial one-shot effect that causes the object to change zones, and the specified event has already occurred before
  that one-shot effect would occur but after that ability triggered, the object doesn't move." CR 610.3c: "An object
  returned to the battlefield this way returns under its owner's control unless otherwise specified." Banisher Priest
  reads "When Banisher Priest enters, exile target creature an opponent controls until Banisher Priest leaves the
  battlefield. (That creature returns under its owner's control.)"

  @cr:610.3 @cr:610.3c @card:Banisher_Priest @card:Lightning_Bolt @card:Watchwolf
  Scenario: Banisher Priest exiles Watchwolf; Bob's Lightning Bolt destroys the Priest and Watchwolf is back under Bob's control at once, with nothing on the stack
    Given the board "rules/610/banisher-priest.json"
    When Alice casts "priest"
    And all players pass priority
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    And the stack is empty
    When Alice passes priority
    And Bob casts "bolt" targeting "priest"
    And all players pass priority
    Then "priest" is in Alice's graveyard
    And the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And Alice's battlefield is empty

  @cr:610.3 @context:610.3c @card:Banisher_Priest @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Banisher Priest exiles Grizzly Bears that Alice owns and Bob controls; once the Priest is destroyed, the Bears are back at once, under Alice's control
    Given the board "rules/610/banisher-priest-stolen-bears.json"
    When Alice casts "priest"
    And all players pass priority
    And Alice chooses "bears"
    And all players pass priority
    Then "bears" is in Alice's exile
    When Alice passes priority
    And Bob casts "bolt" targeting "priest"
    And all players pass priority
    Then the stack is empty
    And Alice's battlefield holds "Grizzly Bears"
    And Bob's battlefield holds "Watchwolf"

  @cr:610.3c @context:610.3 @card:Banisher_Priest @card:Ashnod's_Altar @card:Watchwolf
  Scenario: Alice sacrifices her Banisher Priest to Ashnod's Altar after it exiled Watchwolf: Watchwolf returns under Bob's control
    Given the board "rules/610/banisher-priest-altar.json"
    When Alice casts "priest"
    And all players pass priority
    And all players pass priority
    Then "watchwolf" is in Bob's exile
    When Alice activates "altar" sacrificing "priest"
    Then Alice's mana pool is {C}{C}
    And Bob's battlefield holds "Watchwolf"
    And Alice's battlefield holds "Ashnod's Altar"

  @cr:610.3 @context:610.3c @card:Banisher_Priest @card:Watchwolf
  Scenario: Control: while Banisher Priest stays on the battlefield, Watchwolf stays in exile
    Given the board "rules/610/banisher-priest.json"
    When Alice casts "priest"
    And all players pass priority
    And all players pass priority
    And the game advances to the next turn
    Then "watchwolf" is in Bob's exile
    And Alice's battlefield holds "Banisher Priest"

  @cr:610.3b @card:Banisher_Priest @card:Lightning_Bolt @card:Watchwolf
  Scenario: Bob destroys Banisher Priest with its enters ability on the stack: Watchwolf is never exiled
    Given the board "rules/610/banisher-priest.json"
    When Alice casts "priest"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Banisher Priest"
    When Alice passes priority
    And Bob casts "bolt" targeting "priest"
    And all players pass priority
    Then "priest" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Banisher Priest"
    When all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And Bob's exile is empty

  @cr:610.3b @card:Banisher_Priest @card:Ashnod's_Altar @card:Watchwolf
  Scenario: Alice sacrifices Banisher Priest to Ashnod's Altar with its enters ability on the stack: Watchwolf is never exiled
    Given the board "rules/610/banisher-priest-altar.json"
    When Alice casts "priest"
    And all players pass priority
    And Alice activates "altar" sacrificing "priest"
    Then "priest" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Banisher Priest"
    When all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And Bob's exile is empty
