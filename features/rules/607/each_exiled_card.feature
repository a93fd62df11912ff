Feature: When the linked ability exiled two cards, "the exiled card" is each of them (CR 607.3)
  CR 607.3: "If, within a pair of linked abilities, one ability refers to a single object as 'the exiled card' ... and
  the other ability has exiled multiple cards (usually because it was copied), the ability refers to each of the
  exiled cards. ... If that ability performs any actions on 'the' card, it performs that action on each exiled card."
  Fiend Hunter reads "When Fiend Hunter enters, you may exile another target creature. When Fiend Hunter leaves the
  battlefield, return the exiled card to the battlefield under its owner's control." Panharmonicon reads "If an
  artifact or creature entering causes a triggered ability of a permanent you control to trigger, that ability
  triggers an additional time." so Fiend Hunter's first ability triggers twice and can exile two creatures.

  @cr:607.3 @context:603.2d @card:Fiend_Hunter @card:Panharmonicon @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: With Panharmonicon, Fiend Hunter exiles Watchwolf and Grizzly Bears; when it leaves, both return to Bob
    Given the board "rules/607/fiend-hunter-panharmonicon.json"
    When Alice casts "hunter"
    And all players pass priority
    And Alice chooses "watchwolf"
    And Alice chooses "bears"
    And all players pass priority
    And Alice accepts
    And all players pass priority
    And Alice accepts
    Then Bob's exile holds "Watchwolf" and "Grizzly Bears"
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf" and "Grizzly Bears"
    And Bob's exile is empty

  @cr:607.3 @context:603.2d @card:Fiend_Hunter @card:Panharmonicon @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: With Panharmonicon, Fiend Hunter exiles Bob's Watchwolf and Alice's own Grizzly Bears; when it leaves, each returns to its owner
    Given the board "rules/607/fiend-hunter-panharmonicon-own-bears.json"
    When Alice casts "hunter"
    And all players pass priority
    And Alice chooses "watchwolf"
    And Alice chooses "bears"
    And all players pass priority
    And Alice accepts
    And all players pass priority
    And Alice accepts
    Then "watchwolf" is in Bob's exile
    And "bears" is in Alice's exile
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf"
    And Alice's battlefield holds "Panharmonicon" and "Grizzly Bears"

  @cr:607.3 @context:603.2d @card:Fiend_Hunter @card:Panharmonicon @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Control: with Panharmonicon, Alice lets Fiend Hunter exile Watchwolf only; when it leaves, Watchwolf returns and the Bears stay
    Given the board "rules/607/fiend-hunter-panharmonicon.json"
    When Alice casts "hunter"
    And all players pass priority
    And Alice chooses "watchwolf"
    And Alice chooses "bears"
    And all players pass priority
    And Alice declines
    And all players pass priority
    And Alice accepts
    Then Bob's exile holds "Watchwolf"
    And Bob's battlefield holds "Grizzly Bears"
    When Alice passes priority
    And Bob casts "bolt" targeting "hunter"
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Watchwolf" and "Grizzly Bears"
