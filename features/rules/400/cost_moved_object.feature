Feature: A spell's effects can find the object its cost moved, as it last existed (CR 400.7, 400.7j, 608.2h)
  CR 400.7j: "If the cost of a spell or ability causes an object to move to a public zone, that spell or
  ability's effects can find that object." Fling reads "As an additional cost to cast this spell, sacrifice a
  creature. Fling deals damage equal to the sacrificed creature's power to any target." Though the creature
  became a new object in the graveyard (400.7), Fling finds it, and uses its power as it last existed on the
  battlefield (608.2h): Grizzly Bears with two +1/+1 counters was a 4/4, the card in the graveyard is a 2/2;
  Ornithopter with a +1/+1 counter was a 1/3, the card in the graveyard is a 0/2.

  @cr:400.7j @cr:608.2h @card:Fling @card:Grizzly_Bears
  Scenario: Fling sacrificing the 4/4 Grizzly Bears deals 4 damage
    Given the board "rules/400/fling-bears-elves.json"
    When Alice casts "fling" sacrificing "bears", targeting Bob
    Then "bears" is in Alice's graveyard
    When all players pass priority
    Then Bob's life total is 16
    And "fling" is in Alice's graveyard

  @cr:400.7j @card:Fling @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Fling sacrificing Llanowar Elves deals 1 damage: the power is the sacrificed creature's
    Given the board "rules/400/fling-bears-elves.json"
    When Alice casts "fling" sacrificing "elves", targeting Bob
    And all players pass priority
    Then Bob's life total is 19
    And "bears" is on the battlefield

  @cr:400.7j @cr:608.2h @card:Fling @card:Ornithopter @card:Grizzly_Bears
  Scenario: Fling sacrificing Ornithopter with a +1/+1 counter, a 1/3, deals 1 damage, though the card in the graveyard has power 0
    Given the board "rules/400/fling-ornithopter.json"
    When Alice casts "fling" sacrificing "ornithopter", targeting Bob
    And all players pass priority
    Then Bob's life total is 19
    And "ornithopter" is in Alice's graveyard
    And "fling" is in Alice's graveyard
    And "bears" is on the battlefield
