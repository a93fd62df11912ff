Feature: A replaced event never happens: the creature exiled instead of dying triggers nothing (CR 614.6, 614.1a)
  CR 614.1a: "Effects that use the word 'instead' are replacement effects." CR 614.6: "If an event is replaced, it
  never happens. A modified event occurs instead, which may in turn trigger abilities." Rest in Peace reads "When
  Rest in Peace enters, exile all graveyards. If a card or token would be put into a graveyard from anywhere, exile
  it instead." Young Wolf reads "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to
  the battlefield under its owner's control with a +1/+1 counter on it.)" Lightning Bolt deals 3 damage to any target.

  @cr:614.6 @cr:614.1a @context:700.4 @card:Rest_in_Peace @card:Young_Wolf @card:Lightning_Bolt
  Scenario: With Rest in Peace, Young Wolf destroyed by Lightning Bolt is exiled instead of dying: undying doesn't trigger
    Given the board "rules/614/rest-in-peace-young-wolf-bolt.json"
    When Alice casts "bolt" targeting "wolf"
    And all players pass priority
    Then "wolf" is in Alice's exile
    And the stack is empty

  @context:614.6 @cr:702.93a @card:Young_Wolf @card:Lightning_Bolt
  Scenario: Control: without Rest in Peace, Young Wolf dies and undying triggers
    Given the board "rules/614/young-wolf-bolt.json"
    When Alice casts "bolt" targeting "wolf"
    And all players pass priority
    Then "wolf" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf"
