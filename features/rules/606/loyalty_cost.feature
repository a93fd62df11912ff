Feature: A loyalty ability's cost is loyalty counters, put on or removed as it is activated (CR 606.4)
  CR 606.4: "The cost to activate a loyalty ability of a permanent is to put on or remove from that permanent a
  certain number of loyalty counters, as shown by the loyalty symbol in the ability's cost." Jace Beleren (loyalty
  3): "+2: Each player draws a card. −1: Target player draws a card. −10: Target player mills twenty cards." A cost
  is paid as the ability is activated (602.2b, 601.2h), before it resolves: while it waits on the stack, Jace
  already has his new loyalty.

  @cr:606.4 @context:602.2b @card:Jace_Beleren
  Scenario: Jace Beleren's +2 puts two loyalty counters on him as it is activated: 5 while it waits on the stack, then each player draws a card
    Given the board "rules/606/jace.json"
    When Alice activates ability 1 of "jace"
    Then "jace" has 5 loyalty counters
    And the stack is, from the top: an activated ability of "Jace Beleren"
    And Bob's hand is empty
    When all players pass priority
    Then Alice's hand holds "Lightning Bolt" and "Island"
    And Bob's hand holds "Island"
    And "jace" has 5 loyalty counters

  @cr:606.4 @context:602.2b @card:Jace_Beleren
  Scenario: Jace Beleren's −1 removes a loyalty counter as it is activated: 2 while it waits on the stack, then Bob draws a card
    Given the board "rules/606/jace.json"
    When Alice activates ability 2 of "jace" targeting Bob
    Then "jace" has 2 loyalty counters
    And Bob's hand is empty
    When all players pass priority
    Then Bob's hand holds "Island"
    And Alice's hand holds "Lightning Bolt"
    And "jace" has 2 loyalty counters
