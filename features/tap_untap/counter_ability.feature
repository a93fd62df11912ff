@mechanic:tap-untap-symbols
Feature: {T} in a cost that also has mana: the permanent is tapped as the ability is activated (CR 107.5)
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”"
  Hangarback Walker reads "{1}, {T}: Put a +1/+1 counter on this creature."

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:602.2 @context:608.2 @card:Hangarback_Walker
  Scenario: Hangarback Walker pays {1} and {T}, and its ability puts a second +1/+1 counter on it
    Given the board "tap_untap/hangarback-one-counter.json"
    When Alice activates "hangarback"
    Then "hangarback" is tapped
    And Alice's mana pool is empty
    When all players pass priority
    Then "hangarback" has 2 +1/+1 counters
