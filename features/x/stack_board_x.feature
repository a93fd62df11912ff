@mechanic:x
Feature: A spell already on the stack with a value of X: its enters abilities use that X (CR 107.3m)
  Ruling: "If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the
  spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X
  for that ability is the same as the value of X for that spell, although the value of X for that permanent
  is 0. This is an exception to rule 107.3i."
  The spells here are on the stack when the scenario begins: the value of X was chosen as they were cast. With
  X = 0, the X of the spell and the permanent's own X are both 0, so those scenarios decide the 0/0's death
  (704.5f), not 107.3m; the X = 2 and X = 1 ones decide 107.3m.

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:614.1c @card:Endless_One
  Scenario: Bob's Endless One on the stack with X = 2 resolves: it enters under his control with 2 +1/+1 counters
    Given the board "x/stack-bobs-endless-one-x2.json"
    Then the stack is, from the top: "Endless One"
    And the mana value of "endless" is 2
    When all players pass priority
    Then Bob's battlefield holds "Endless One"
    And "endless" has 2 +1/+1 counters
    And "endless" is 2/2

  @ruling:x.etb-ability-uses-spell-x @cr:704.5f @card:Endless_One
  Scenario: With X = 0 on the stack, Bob's Endless One enters with no counters as a 0/0 and goes to his graveyard
    Given the board "x/stack-bobs-endless-one-x0.json"
    When all players pass priority
    Then "endless" is in Bob's graveyard
    And Bob's battlefield is empty
    And Alice's graveyard is empty

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:614.1c @cr:704.5g @cr:700.4 @cr:603.10a @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Hangarback Walker cast with X = 1 enters with one counter, a 1/1 that 1 damage kills: its dies trigger goes on the stack
    Given the board "x/stack-hangarback-x1-pyromancer.json"
    Then the mana value of "hangarback" is 2
    When all players pass priority
    Then "hangarback" has 1 +1/+1 counter
    And "hangarback" is 1/1
    When Alice activates "pyromancer" targeting "hangarback"
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"

  @ruling:x.etb-ability-uses-spell-x @cr:704.5f @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 0 enters with no counters and dies as a 0/0: it makes no Thopter
    Given the board "x/stack-hangarback-x0.json"
    When all players pass priority
    Then "hangarback" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    Then Alice's battlefield is empty
