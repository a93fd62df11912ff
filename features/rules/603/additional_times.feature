Feature: An ability may trigger additional times (CR 603.2d)
  CR 603.2d: "An ability may state that a triggered ability triggers additional times. In this case, rather than
  simply determining that such an ability has triggered, determine how many times it should trigger, then that
  ability triggers that many times. An effect that states that an ability triggers additional times doesn't
  invoke itself repeatedly and doesn't apply to other effects that affect how many times an ability triggers."
  Panharmonicon reads "If an artifact or creature entering causes a triggered ability of a permanent you control
  to trigger, that ability triggers an additional time." Gadwick, the Wizened reads "When Gadwick enters, draw X
  cards." Panharmonicon's "you" is its controller (109.5), not the controller of the ability or the active player;
  a cast trigger is no ability an entering caused, and triggers once for its one event (603.2c).

  @cr:603.2d @cr:107.3m @card:Panharmonicon @card:Gadwick,_the_Wizened
  Scenario: With Panharmonicon, Gadwick's enters ability triggers twice: Alice draws X cards two times
    Given the board "rules/603/panharmonicon-gadwick.json"
    When Alice casts "gadwick" with X = 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened", then a triggered ability of "Gadwick, the Wizened"
    When all players pass priority 2 times
    Then Alice's hand holds "Island" and "Forest"
    And the stack is empty

  @cr:603.2d @card:Panharmonicon @card:Gadwick,_the_Wizened
  Scenario: Two Panharmonicons add one trigger each: Gadwick's ability triggers three times, not four
    Given the board "rules/603/two-panharmonicons-gadwick.json"
    When Alice casts "gadwick" with X = 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened", then a triggered ability of "Gadwick, the Wizened", then a triggered ability of "Gadwick, the Wizened"
    When all players pass priority 3 times
    Then Alice's hand holds "Island", "Forest" and "Mountain"

  @cr:109.5 @context:603.2d @card:Panharmonicon @card:Gadwick,_the_Wizened
  Scenario: Bob's Panharmonicon doesn't make Alice's ability trigger an additional time
    Given the board "rules/603/bobs-panharmonicon-gadwick.json"
    When Alice casts "gadwick" with X = 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened"
    When all players pass priority
    Then Alice's hand holds "Island"
    And the stack is empty

  @cr:603.2c @context:603.2d @card:Panharmonicon @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: A cast trigger is not caused by something entering: with Panharmonicon it still triggers once
    Given the board "rules/603/panharmonicon-whisperer.json"
    When Alice casts "bears"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"
    When all players pass priority 2 times
    Then Alice's hand holds "Island"
    And "bears" is on the battlefield
