Feature: Snow Mercy's ability taps the permanents that are creatures with globe counters as it resolves (CR 608.2h)
  Snow Mercy: "{T}, {Q}, {T}, {Q}, {T}: Tap all creatures with globe counters on them." Which permanents are
  creatures is determined as the ability resolves (608.2h): a Mutavault with a globe counter is tapped only
  if it is a creature then, animated by its own ability (613.1d): an engine that determines the creatures when the
  ability is activated leaves it untapped.

  @cr:608.2h @cr:613.1d @card:Snow_Mercy @card:Grizzly_Bears @card:Mutavault
  Scenario: Animated in response, Mutavault is a creature with a globe counter as the ability resolves: it is tapped
    Given the board "tap_untap/snow-mercy-globe-mutavault.json"
    When Alice activates "snow-mercy"
    And Alice passes priority
    And Bob activates ability 2 of "mutavault"
    And all players pass priority
    Then "mutavault" is 2/2
    And the stack is, from the top: an activated ability of "Snow Mercy"
    When all players pass priority
    Then "mutavault" is tapped
    And "bears" is tapped
    And the stack is empty
