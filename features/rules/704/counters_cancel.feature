Feature: +1/+1 and -1/-1 counters cancel (CR 704.5q)
  CR 704.5q: "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 counters are
  removed from it, where N is the smaller of the number of +1/+1 and -1/-1 counters on it." Salt Road Patrol, a 2/5,
  reads "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)": its ability
  puts the +1/+1 counter on a Patrol with -1/-1 counters, and the state-based action removes them before Alice
  receives priority again (117.5). Scar reads "Put a -1/-1 counter on target creature.": on a creature with more
  +1/+1 counters than -1/-1 counters, it is the +1/+1 counters beyond N that stay.

  @cr:704.5q @card:Salt_Road_Patrol
  Scenario: A +1/+1 counter put on Salt Road Patrol with one -1/-1 counter: one of each is removed, and it has none left
    Given the board "rules/704/patrol-one-minus-one.json"
    Then "patrol" is 1/4
    When Alice activates "patrol"
    And all players pass priority
    Then "patrol" has no +1/+1 counters
    And "patrol" has no -1/-1 counters
    And "patrol" is 2/5
    And Alice has priority

  @cr:704.5q @card:Salt_Road_Patrol
  Scenario: A +1/+1 counter put on Salt Road Patrol with two -1/-1 counters: one of each is removed, the smaller number, and one -1/-1 counter stays
    Given the board "rules/704/patrol-two-minus-one.json"
    When Alice activates "patrol"
    And all players pass priority
    Then "patrol" has no +1/+1 counters
    And "patrol" has 1 -1/-1 counter
    And "patrol" is 1/4

  @cr:704.5q @card:Scar @card:Knight_of_Autumn
  Scenario: Scar puts a -1/-1 counter on Bob's Knight of Autumn with two +1/+1 counters: one of each is removed, and one +1/+1 counter stays
    Given the board "rules/704/scar-bobs-knight-two-counters.json"
    Then "knight" is 4/3
    When Alice casts "scar" targeting "knight"
    And all players pass priority
    Then "scar" is in Alice's graveyard
    And "knight" has 1 +1/+1 counter
    And "knight" has no -1/-1 counters
    And "knight" is 3/2
    And Alice has priority

  @cr:704.5q @card:Salt_Road_Patrol
  Scenario: Control: with only +1/+1 counters, none is removed
    Given the board "rules/704/patrol.json"
    When Alice activates "patrol"
    And all players pass priority
    Then "patrol" has 1 +1/+1 counter
    And "patrol" is 3/6
