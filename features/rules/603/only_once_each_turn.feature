Feature: A triggered ability whose action can be done only once each turn doesn't trigger once its controller has done it that turn (CR 603.2i)
  CR 603.2i: "A triggered ability may have an instruction followed by 'Do this only once each turn.' This ability
  triggers only if its source's controller has not yet taken the indicated action that turn." Terrasymbiosis:
  "Whenever you put one or more +1/+1 counters on a creature you control, you may draw that many cards. Do this
  only once each turn." Each Knight of Autumn Alice casts puts two +1/+1 counters on itself (its mode 1).

  @cr:603.2 @context:603.2i @card:Terrasymbiosis @card:Knight_of_Autumn
  Scenario: The first time in the turn Alice puts +1/+1 counters on a creature, Terrasymbiosis triggers and she draws two cards
    Given the board "rules/603/terrasymbiosis-two-knights.json"
    When Alice casts "knight1", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Terrasymbiosis"
    When all players pass priority
    And Alice accepts
    Then Alice's hand holds "Knight of Autumn", "Island" and "Forest"

  @cr:603.2i @card:Terrasymbiosis @card:Knight_of_Autumn
  Scenario: Once Alice has drawn with Terrasymbiosis this turn, putting +1/+1 counters on a creature again doesn't trigger it
    Given the board "rules/603/terrasymbiosis-two-knights.json"
    When Alice casts "knight1", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority 2 times
    And Alice accepts
    And Alice casts "knight2", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority
    Then "knight2" has 2 +1/+1 counters
    And the stack is empty
    And Alice's hand holds "Island" and "Forest"

  @cr:603.2i @card:Terrasymbiosis @card:Knight_of_Autumn
  Scenario: When Alice declined to draw, Terrasymbiosis triggers again the next time she puts +1/+1 counters on a creature that turn
    Given the board "rules/603/terrasymbiosis-two-knights.json"
    When Alice casts "knight1", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority 2 times
    And Alice declines
    And Alice casts "knight2", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Terrasymbiosis"
    When all players pass priority
    And Alice accepts
    Then Alice's hand holds "Island" and "Forest"
