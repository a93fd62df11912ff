Feature: A one-shot effect does its thing once, with no duration: a white creature that enters after Virtue's Ruin resolved stays (CR 610.1)
  CR 610.1: "A one-shot effect does something just once and doesn't have a duration. Examples include dealing damage,
  destroying a permanent, creating a token, and moving an object from one zone to another." Virtue's Ruin reads
  "Destroy all white creatures." Serra Angel is a white 4/4; Fiend Hunter, white, reads "When Fiend Hunter enters,
  you may exile another target creature. When Fiend Hunter leaves the battlefield, return the exiled card to the
  battlefield under its owner's control."

  @cr:610.1 @card:Virtue's_Ruin @card:Serra_Angel @card:Grizzly_Bears
  Scenario: Virtue's Ruin destroys Bob's Serra Angel; the Serra Angel Alice casts afterwards, the same turn, stays on the battlefield
    Given the board "rules/610/virtues-ruin-then-angel.json"
    When Alice casts "ruin", paying with {C}{C}{B}
    And all players pass priority
    Then "bob-angel" is in Bob's graveyard
    And Bob's battlefield holds "Grizzly Bears"
    When Alice casts "angel", paying with {C}{C}{C}{W}{W}
    And all players pass priority
    Then "angel" is on the battlefield
    And Alice's battlefield holds "Serra Angel"

  @cr:610.1 @context:607.2a @card:Virtue's_Ruin @card:Fiend_Hunter @card:Serra_Angel
  Scenario: Virtue's Ruin destroys Fiend Hunter, which returns the Serra Angel it exiled: the Angel, back after the Ruin resolved, stays
    Given the board "rules/610/fiend-hunter-virtues-ruin.json"
    When Alice casts "hunter", paying with {C}{W}{W}
    And all players pass priority
    And all players pass priority
    And Alice accepts
    Then "bob-angel" is in Bob's exile
    When Alice casts "ruin", paying with {C}{C}{B}
    And all players pass priority
    Then "hunter" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Fiend Hunter"
    When all players pass priority
    Then the stack is empty
    And Bob's battlefield holds "Serra Angel"

  @cr:610.1 @card:Virtue's_Ruin @card:Serra_Angel @card:Grizzly_Bears
  Scenario: Control: Virtue's Ruin destroys Bob's white Serra Angel and leaves his green Grizzly Bears
    Given the board "rules/610/virtues-ruin-then-angel.json"
    When Alice casts "ruin", paying with {C}{C}{B}
    And all players pass priority
    Then "bob-angel" is in Bob's graveyard
    And "bears" is on the battlefield
    And the stack is empty
