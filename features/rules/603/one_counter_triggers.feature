Feature: "One or more +1/+1 counters" includes a single one (CR 603.2, 122.1)
  Terrasymbiosis: "Whenever you put one or more +1/+1 counters on a creature you control, you may draw that many
  cards. Do this only once each turn." Salt Road Patrol's outlast ({1}{W}, {T}: put a +1/+1 counter on this
  creature; CR 702.107a) puts one +1/+1 counter on it: that event matches the trigger event (603.2).

  @cr:603.2 @cr:702.107a @card:Terrasymbiosis @card:Salt_Road_Patrol
  Scenario: Alice's Salt Road Patrol outlasts: one +1/+1 counter is put on it, and Terrasymbiosis triggers
    Given the board "rules/603/terrasymbiosis-salt-road-patrol.json"
    When Alice activates "patrol"
    And all players pass priority
    Then "patrol" has 1 +1/+1 counter
    And the stack is, from the top: a triggered ability of "Terrasymbiosis"
