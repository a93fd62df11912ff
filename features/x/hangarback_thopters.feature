@mechanic:x
Feature: Hangarback Walker's X counters are the Thopters it leaves when it dies (CR 107.3m, 608.2h, 111.2)
  Ruling: "If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the
  spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X
  for that ability is the same as the value of X for that spell, although the value of X for that permanent
  is 0. This is an exception to rule 107.3i."
  Hangarback Walker: "This creature enters with X +1/+1 counters on it. When this creature dies, create a 1/1
  colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature." It enters
  with the X of the spell in counters (107.3m, 614.1c); once it is in the graveyard, its dies trigger counts
  the counters it had as it last existed on the battlefield (608.2h). The player who creates a token is its
  owner, and it enters under that player's control (111.2): the controller of the trigger, who controlled
  Hangarback Walker when it died (603.3a).

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:614.1c @cr:608.2h @cr:111.2 @card:Hangarback_Walker
  @card:Prodigal_Pyromancer
  Scenario: Cast with X = 1, Hangarback Walker dies with one +1/+1 counter: its trigger creates one Thopter for Alice
    Given the board "x/stack-hangarback-x1-pyromancer.json"
    When all players pass priority
    And Alice activates "pyromancer" targeting "hangarback"
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    Then Alice's battlefield holds "Prodigal Pyromancer" and "Thopter"
    And the stack is empty
    And Alice's graveyard holds "Hangarback Walker"

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:614.1c @cr:608.2h @cr:111.2 @card:Hangarback_Walker
  @card:Lightning_Bolt
  Scenario: Cast with X = 2, Hangarback Walker dies with two +1/+1 counters: its trigger creates two Thopters
    Given the board "x/stack-hangarback-x2-bolt.json"
    When all players pass priority
    Then "hangarback" has 2 +1/+1 counters
    When Alice casts "bolt" targeting "hangarback" tapping "mountain" for mana
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
    When all players pass priority
    Then Alice's battlefield holds "Mountain", "Thopter" and "Thopter"
    And the stack is empty

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:603.3a @cr:111.2 @card:Hangarback_Walker
  @card:Prodigal_Pyromancer
  Scenario: Bob's Hangarback Walker, cast with X = 1, dies to Alice's Pyromancer: the Thopter is Bob's
    Given the board "x/stack-bobs-hangarback-x1-pyromancer.json"
    When all players pass priority
    Then "hangarback" has 1 +1/+1 counter
    When Bob passes priority
    And Alice activates "pyromancer" targeting "hangarback"
    And all players pass priority
    Then "hangarback" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    Then Bob's battlefield holds "Thopter"
    And Alice's battlefield holds "Prodigal Pyromancer"
    And the stack is empty
