Feature: A permanent that leaves by a state-based action is seen as it was before that check's actions (CR 704.8)
  CR 704.8: "If a state-based action results in a permanent leaving the battlefield at the same time other
  state-based actions were performed, that permanent's last known information is derived from the game state
  before any of those state-based actions were performed." Young Wolf: "Undying (When this creature dies, if it had
  no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)"
  Scar: "Put a -1/-1 counter on target creature." Prodigal Pyromancer: "{T}: This creature deals 1 damage to any
  target." A Young Wolf with a +1/+1 counter and 1 damage that gets a -1/-1 counter is 1/1 with lethal damage: in
  the same check it is destroyed (704.5g) and its two counters are removed (704.5q). It died with its +1/+1 counter.
  Hangarback Walker: "When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying
  for each +1/+1 counter on it." It counts the counters it had as it last existed (603.10a). Emry, Lurker of the
  Loch ({2}{U}): "This spell costs {1} less to cast for each artifact you control." shows how many Thopters there are.

  @cr:704.8 @context:704.5q @context:704.5g @card:Young_Wolf @card:Scar
  Scenario: Scar's -1/-1 counter on the damaged Young Wolf with a +1/+1 counter: it dies with its +1/+1 counter, and undying doesn't trigger
    Given the board "rules/704/young-wolf-countered-damaged-scar.json"
    When Alice casts "scar" targeting "hurt-wolf"
    And all players pass priority
    Then "hurt-wolf" is in Alice's graveyard
    And the stack is empty
    And Alice has priority

  @cr:704.8 @context:704.5q @context:704.5g @card:Hangarback_Walker @card:Scar @card:Emry,_Lurker_of_the_Loch
  Scenario: Scar's -1/-1 counter on Hangarback Walker with two +1/+1 counters and 1 damage: it dies with both, and its two Thopters reduce Emry's cost to {U}
    Given the board "rules/704/hangarback-two-counters-damaged-scar.json"
    When Alice casts "scar" targeting "walker"
    And all players pass priority
    Then "walker" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    And Alice casts "emry"
    Then Alice paid {U} for the spell

  @cr:704.5q @context:704.8 @card:Young_Wolf @card:Scar
  Scenario: Scar's -1/-1 counter on the undamaged Young Wolf with a +1/+1 counter: the counters cancel and it stays, a 1/1
    Given the board "rules/704/young-wolf-countered-damaged-scar.json"
    When Alice casts "scar" targeting "wolf"
    And all players pass priority
    Then "wolf" is on the battlefield
    And "wolf" is 1/1
    And "wolf" has 0 +1/+1 counters
    And the stack is empty

  @cr:704.5q @context:704.8 @context:702.93a @card:Young_Wolf @card:Scar @card:Prodigal_Pyromancer
  Scenario: Control: the Young Wolf left with no counters dies to 1 damage from Prodigal Pyromancer, and undying triggers
    Given the board "rules/704/young-wolf-countered-damaged-scar.json"
    When Alice casts "scar" targeting "wolf"
    And all players pass priority
    And Alice activates "pyromancer" targeting "wolf"
    And all players pass priority
    Then "wolf" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf"
