@mechanic:tap-untap-symbols
Feature: A cost of {T} and {Q} symbols is paid in order (CR 107.5, 107.6): the controls
  Ruling: "The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this permanent.” A
  permanent that's already untapped can't be untapped again to pay the cost. A creature's activated ability
  with the untap symbol in its activation cost can't be activated unless the creature has been under its
  controller's control continuously since their most recent turn began."
  Snow Mercy reads "{T}, {Q}, {T}, {Q}, {T}: Tap all creatures with globe counters on them." An untapped
  Snow Mercy pays the symbols in order (tap, untap, tap, untap, tap) and ends tapped.

  @ruling:tap-untap-symbols.untap @cr:107.5 @cr:107.6 @context:608.2 @card:Snow_Mercy @card:Grizzly_Bears
  @card:Llanowar_Elves
  Scenario: An untapped Snow Mercy pays {T}{Q}{T}{Q}{T}; its ability taps the creatures with globe counters only
    Given the board "tap_untap/snow-mercy-globes.json"
    When Alice activates "snow-mercy"
    Then "snow-mercy" is tapped
    And the stack is, from the top: an activated ability of "Snow Mercy"
    When all players pass priority
    Then "bears" is tapped
    And "elves" is untapped
    And "bears" has 1 globe counter
    And the stack is empty
