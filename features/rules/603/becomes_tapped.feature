Feature: A "becomes tapped" ability triggers when a permanent is tapped, not when it enters tapped (CR 603.2f)
  CR 603.2f: a "becomes" trigger event happens only when the named event happens: it doesn't trigger if that
  state already exists or retrigger if it persists, and an ability that triggers when a permanent "becomes
  tapped" doesn't trigger if the permanent enters the battlefield tapped. Freyalise's Winds reads "Whenever a
  permanent becomes tapped, put a wind counter on it." Moss Diamond reads "Moss Diamond enters tapped. {T}: Add
  {G}."

  @cr:603.2f @card:Freyalise's_Winds @card:Moss_Diamond @card:Sol_Ring
  Scenario: Moss Diamond tapped for mana becomes tapped: it gets a wind counter, and the tapped Sol Ring none
    Given the board "rules/603/winds-diamond-untapped.json"
    When Alice taps "diamond" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds"
    When all players pass priority
    Then "diamond" has 1 wind counter
    And "sol" has 0 wind counters
    And the stack is empty

  @cr:603.2f @cr:603.6d @card:Freyalise's_Winds @card:Moss_Diamond @card:Llanowar_Elves @card:Sol_Ring
  Scenario: Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't trigger
    Given the board "rules/603/winds-diamond-in-hand.json"
    When Alice taps "elves" for mana
    And all players pass priority
    Then "elves" has 1 wind counter
    When Alice casts "diamond"
    And all players pass priority
    Then "diamond" is on the battlefield
    And "diamond" is tapped
    And the stack is empty
    And "diamond" has 0 wind counters
    And "elves" has 1 wind counter
    And "sol" has 0 wind counters

  @cr:603.2f @card:Freyalise's_Winds @card:Moss_Diamond @card:Llanowar_Elves
  Scenario: Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the Diamond entering tapped doesn't
    Given the board "rules/603/winds-diamond-in-hand.json"
    When Alice casts "diamond" tapping "elves" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds", then "Moss Diamond"
    When all players pass priority 2 times
    Then "diamond" is tapped
    And the stack is empty
    And "elves" has 1 wind counter
    And "diamond" has 0 wind counters
