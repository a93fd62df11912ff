Feature: A creature attacks alone if it's the only creature declared as an attacker (CR 506.5)
  CR 506.5: "A creature attacks alone if it's the only creature declared as an attacker during the declare attackers
  step." Akrasan Squire (1/1): "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until
  end of turn.)" (CR 702.83a). Alice also controls Grizzly Bears (2/2) and Llanowar Elves (1/1). The controls:
  attacking with two creatures, with or without Akrasan Squire among them, nothing attacks alone.

  @cr:506.5 @context:702.83a @card:Akrasan_Squire @card:Grizzly_Bears
  Scenario: Grizzly Bears attacks alone: Akrasan Squire's exalted triggers and Grizzly Bears gets +1/+1
    Given the board "rules/506/exalted.json"
    When Alice attacks Bob with "bears"
    Then the stack is, from the top: a triggered ability of "Akrasan Squire"
    When all players pass priority
    Then "bears" is 3/3
    And "squire" is 1/1
    And "elves" is 1/1

  @cr:506.5 @context:702.83a @card:Akrasan_Squire
  Scenario: Akrasan Squire attacks alone: its own exalted gives it +1/+1
    Given the board "rules/506/exalted.json"
    When Alice attacks Bob with "squire"
    And all players pass priority
    Then "squire" is 2/2
    And "bears" is 2/2

  @cr:506.5 @context:702.83a @card:Akrasan_Squire @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Grizzly Bears and Llanowar Elves attack together: neither attacks alone, nothing triggers
    Given the board "rules/506/exalted.json"
    When Alice attacks Bob with "bears" and "elves"
    Then "bears" is attacking Bob
    And "elves" is attacking Bob
    And the stack is empty
    And "bears" is 2/2
    And "elves" is 1/1

  @cr:506.5 @context:702.83a @card:Akrasan_Squire @card:Grizzly_Bears
  Scenario: Akrasan Squire and Grizzly Bears attack together: neither attacks alone, nothing triggers
    Given the board "rules/506/exalted.json"
    When Alice attacks Bob with "squire" and "bears"
    Then "squire" is attacking Bob
    And the stack is empty
    And "squire" is 1/1
    And "bears" is 2/2

  @cr:506.5 @context:702.83a @card:Akrasan_Squire @card:Grizzly_Bears @card:War_Screecher
  Scenario: Control: Grizzly Bears attacked alone; blocked by War Screecher, it is still 3/3 in the declare blockers step
    Given the board "rules/506/exalted.json"
    When Alice attacks Bob with "bears"
    And all players pass priority
    And the game advances to declare_blockers
    And Bob blocks "bears" with "screecher"
    Then "bears" is 3/3
    And "screecher" is blocking "bears"
