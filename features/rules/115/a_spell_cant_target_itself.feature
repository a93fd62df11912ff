Feature: A spell on the stack is an illegal target for itself (CR 115.5)
  CR 115.5: "A spell or ability on the stack is an illegal target for itself." Chaoslace: "Target spell or
  permanent becomes red." Counterspell: "Counter target spell." Both are on the stack as their targets are chosen
  (601.2a, 601.2c), yet neither may choose itself.

  @cr:115.5 @cr:601.2c @card:Chaoslace @card:Grizzly_Bears
  Scenario: Bob's Chaoslace can't target itself, only another spell or a permanent: it turns Alice's Grizzly Bears red
    Given the board "rules/400/chaoslace-bears.json"
    When Alice passes priority
    And Bob casts "chaoslace" targeting "chaoslace"
    Then the action is refused (CR 115.5 or 601.2c)
    And "chaoslace" is in Bob's hand
    When Bob casts "chaoslace" targeting "bears2"
    And all players pass priority
    Then "bears2" is red

  @cr:115.5 @cr:601.2c @card:Counterspell @card:Grizzly_Bears
  Scenario: Bob's Counterspell can't target itself, only Alice's Grizzly Bears spell, which it counters
    Given the board "rules/400/chaoslace-bears.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "counterspell" targeting "counterspell"
    Then the action is refused (CR 115.5 or 601.2c)
    And "counterspell" is in Bob's hand
    When Bob casts "counterspell" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
