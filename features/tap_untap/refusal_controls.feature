@mechanic:tap-untap-symbols
Feature: A refused {T} or {Q} activation leaves the game as it was (CR 730.1)
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”
  A permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
  ability with the tap symbol in its activation cost can't be activated unless the creature has been
  under its controller's control continuously since their most recent turn began."

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:730.1 @card:Sol_Ring
  Scenario: A refused {T} activation of an already tapped permanent changes nothing
    Given the board "tap_untap/sol-ring-tapped.json"
    When Alice activates "sol-ring"
    Then the action is refused
    And the game is as it was before the action
