Feature: Counters put on a permanent are replaced, once per effect, also as it enters with them (CR 614.16, 614.5, 614.7)
  CR 614.16: "Some replacement effects apply ... 'if an effect would put one or more counters on a permanent.' These
  replacement effects apply if the effect of a resolving spell or ability ... puts a counter on a permanent, and
  they also apply if another replacement or prevention effect does so, even if the original event being modified
  wasn't itself an effect." CR 616.2: "A replacement or prevention effect can become applicable to an event as the
  result of another replacement or prevention effect that modifies the event." CR 614.5: "A replacement effect doesn't invoke itself repeatedly; it gets only one
  opportunity to affect an event or any modified events that may replace that event." CR 614.7: "If a replacement
  effect would replace an event, but that event never happens, the replacement effect simply doesn't do anything."
  Hardened Scales reads "If one or more +1/+1 counters would be put on a creature you control, that many plus one
  +1/+1 counters are put on it instead." Endless One ({X}, 0/0) reads "This creature enters with X +1/+1 counters on
  it." (a replacement effect, 614.1c), Hangarback Walker ({X}{X}, 0/0) "This creature enters with X +1/+1 counters on
  it. When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1
  counter on this creature."; Salt Road Patrol reads "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on
  this creature. Outlast only as a sorcery.)"

  @cr:614.16 @cr:614.1c @cr:616.2 @card:Hardened_Scales @card:Endless_One
  Scenario: With Hardened Scales, Endless One cast with X = 2 enters with three +1/+1 counters
    Given the board "rules/614/scales-endless-one.json"
    When Alice casts "endless" with X = 2
    And all players pass priority
    Then "endless" is on the battlefield
    And "endless" has 3 +1/+1 counters

  @cr:614.16 @card:Hardened_Scales @card:Salt_Road_Patrol
  Scenario: Control: with Hardened Scales, Salt Road Patrol's outlast puts two +1/+1 counters on it
    Given the board "rules/614/scales-salt-road-patrol.json"
    When Alice activates "patrol"
    And all players pass priority
    Then "patrol" has 2 +1/+1 counters

  @cr:614.16 @card:Hardened_Scales @card:Endless_One
  Scenario: Bob's Hardened Scales doesn't apply to Alice's creature: Endless One cast with X = 2 enters with two counters
    Given the board "rules/614/bobs-scales-endless-one.json"
    When Alice casts "endless" with X = 2
    And all players pass priority
    Then "endless" has 2 +1/+1 counters

  @cr:614.5 @cr:614.16 @card:Hardened_Scales @card:Endless_One
  Scenario: Two Hardened Scales each apply once: Endless One cast with X = 2 enters with four +1/+1 counters
    Given the board "rules/614/two-scales-endless-one.json"
    When Alice casts "endless" with X = 2
    And all players pass priority
    Then "endless" has 4 +1/+1 counters

  @cr:614.7 @context:704.5f @card:Hardened_Scales @card:Endless_One
  Scenario: Endless One cast with X = 0 is put on no counters: Hardened Scales has no event to replace, and the 0/0 dies
    Given the board "rules/614/scales-endless-one.json"
    When Alice casts "endless" with X = 0
    And all players pass priority
    Then "endless" is in Alice's graveyard

  @cr:614.7 @cr:614.16 @card:Hardened_Scales @card:Endless_One
  Scenario: Control: Endless One cast with X = 1 is put on a counter, which Hardened Scales makes two
    Given the board "rules/614/scales-endless-one.json"
    When Alice casts "endless" with X = 1
    And all players pass priority
    Then "endless" has 2 +1/+1 counters

  @cr:614.7 @context:704.5f @card:Hardened_Scales @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 0 enters with no counter for Hardened Scales to add to: the 0/0 dies
    Given the board "rules/614/scales-hangarback.json"
    When Alice casts "hangarback" with X = 0
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
