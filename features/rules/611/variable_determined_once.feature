Feature: The X of a resolving spell's continuous effect is determined once, as it resolves (CR 611.2d)
  CR 611.2d: "If a resolving spell or ability that creates a continuous effect contains a variable such as X, the
  value of that variable is determined only once, on resolution. See rule 608.2h." Overwhelming Stampede: "Until
  end of turn, creatures you control gain trample and get +X/+X, where X is the greatest power among creatures you
  control." Giant Growth: "Target creature gets +3/+3 until end of turn." Lightning Bolt: "Lightning Bolt deals 3
  damage to any target." Grizzly Bears is a 2/2, Llanowar Elves a 1/1.

  @cr:611.2d @context:608.2h @card:Overwhelming_Stampede @card:Giant_Growth @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Bob's Giant Growth makes Alice's Grizzly Bears 5/5 while Stampede is on the stack: X is 5 as Stampede resolves, the Bears are 10/10 and the Elves 6/6
    Given the board "rules/611/stampede-bears-elves-bob-growth.json"
    When Alice casts "stampede"
    And Alice passes priority
    And Bob casts "growth" targeting "bears"
    And all players pass priority
    Then "bears" is 5/5
    When all players pass priority
    Then the stack is empty
    And "bears" is 10/10
    And "elves" is 6/6

  @cr:611.2d @context:608.2h @card:Overwhelming_Stampede @card:Lightning_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Bob's Lightning Bolt kills Grizzly Bears while Stampede is on the stack: X is 1 as Stampede resolves, and the Elves are 2/2
    Given the board "rules/611/stampede-bears-elves-bob-bolt.json"
    When Alice casts "stampede"
    And Alice passes priority
    And Bob casts "bolt" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
    When all players pass priority
    Then the stack is empty
    And "elves" is 2/2
    And "elves" has trample

  @cr:611.2d @card:Overwhelming_Stampede @card:Giant_Growth @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: Bob's Giant Growth on the Elves after Stampede resolved doesn't change X: the Bears stay 4/4, the Elves are 6/6
    Given the board "rules/611/stampede-bears-elves-bob-growth.json"
    When Alice casts "stampede"
    And all players pass priority
    Then "bears" is 4/4
    And "elves" is 3/3
    When Alice passes priority
    And Bob casts "growth" targeting "elves"
    And all players pass priority
    Then "elves" is 6/6
    And "bears" is 4/4
