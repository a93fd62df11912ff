Feature: A spell cast in response to another resolves first (CR 117.7)
  CR 117.7: "If a player with priority casts a spell or activates an activated ability while another spell or
  ability is already on the stack, the new spell or ability has been cast or activated 'in response to' the earlier
  spell or ability. The new spell or ability will resolve first." Lightning Bolt: "Lightning Bolt deals 3 damage to
  any target." Giant Growth: "Target creature gets +3/+3 until end of turn." A spell whose only target is gone
  doesn't resolve (608.2b). After Bob's spell resolves, Alice, the active player, receives priority (117.3b).

  @cr:117.7 @cr:117.3b @context:608.2b @card:Lightning_Bolt @card:Giant_Growth @card:Grizzly_Bears
  Scenario: Bob's Lightning Bolt, cast in response to Alice's Giant Growth, resolves first: the Grizzly Bears die, and Giant Growth finds no target
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice casts "growth" targeting "bears", tapping "forest" for mana
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: "Giant Growth" controlled by Alice
    And Alice has priority
    When all players pass priority
    Then the stack is empty
    And "growth" is in Alice's graveyard

  @cr:117.7 @card:Lightning_Bolt @card:Giant_Growth @card:Grizzly_Bears
  Scenario: Alice's Giant Growth, cast in response to Bob's Lightning Bolt, resolves first: her Grizzly Bears, 5/5, survive the 3 damage
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And Bob passes priority
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    Then "bears" is 5/5
    And the stack is, from the top: "Lightning Bolt" controlled by Bob
    When all players pass priority
    Then "bears" is on the battlefield
    And the stack is empty

  @cr:117.7 @cr:117.3b @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Control: with no response, Bob's Lightning Bolt resolves and the Grizzly Bears die, and Alice, the active player, receives priority
    Given the board "rules/117/bolts-growth-bears.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And the stack is empty
    And Alice has priority
