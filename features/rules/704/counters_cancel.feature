Feature: +1/+1 and -1/-1 counters cancel (CR 704.5q)
  CR 704.5q: "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 counters
  are removed from it, where N is the smaller of the number of +1/+1 and -1/-1 counters on it."

  @cr:704.5q @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Two +1/+1 counters and one -1/-1 counter become one +1/+1 counter when a player would receive priority
    Given the board "rules/704/walker-plus-two-minus-one.json"
    When Alice activates "pyromancer" targeting "walker"
    Then "walker" has 1 +1/+1 counter
    And "walker" has no -1/-1 counters
    And "walker" is 1/1

  @cr:704.5q @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Three +1/+1 counters and one -1/-1 counter: one of each is removed, and two +1/+1 counters stay
    Given the board "rules/704/walker-plus-three-minus-one.json"
    When Alice activates "pyromancer" targeting "walker"
    Then "walker" has 2 +1/+1 counters
    And "walker" has no -1/-1 counters
    And "walker" is 2/2

  @cr:704.5q @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Control: with only +1/+1 counters, none is removed
    Given the board "rules/704/walker-plus-two.json"
    When Alice activates "pyromancer" targeting "walker"
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    And "walker" has 2 +1/+1 counters
    And "walker" is 2/2
