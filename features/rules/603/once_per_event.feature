Feature: An ability triggers once each time its trigger event occurs (CR 603.2, 603.2c)
  CR 603.2c: "An ability triggers only once each time its trigger event occurs." Beast Whisperer reads
  "Whenever you cast a creature spell, draw a card." Each creature spell Alice casts is one event: one
  trigger, one card; the spell resolving or the creature entering is no new cast.

  @cr:603.2c @cr:601.2i @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: One creature spell cast: one triggered ability on the stack, one card drawn
    Given the board "rules/603/whisperer-two-creatures.json"
    When Alice casts "bears"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"
    When all players pass priority 2 times
    Then "bears" is on the battlefield
    And the stack is empty
    And Alice's hand holds "Llanowar Elves" and "Island"

  @cr:603.2c @cr:601.2i @card:Beast_Whisperer @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: A second creature spell is a second event: the ability triggers again
    Given the board "rules/603/whisperer-two-creatures.json"
    When Alice casts "bears"
    And all players pass priority 2 times
    And Alice casts "elves"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Llanowar Elves"
    When all players pass priority 2 times
    Then Alice's hand holds "Island" and "Forest"
    And "Mountain" is in Alice's library
