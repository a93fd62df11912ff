Feature: X in an ability an object gains by a copy effect (CR 107.3j)
  A token copy of Endless One gets its "enters with X +1/+1 counters", but no X was chosen for the token: the X of
  that ability is 0, whatever X the copied Endless One was cast with (107.3j). The 0/0 token enters with no counter
  and dies, while Endless One itself entered with the X its spell was cast with (107.3m). Cast with X = 3, Endless One
  is paid with {C}{C}{C}, which leaves {C}{U}{U} for Cackling Counterpart ({1}{U}{U}): the payment is named, as the
  player chooses it (601.2h). The control copies Grizzly Bears, which has no X: the copy has the copiable values of
  the original, its 2/2 among them (707.2), so it stays. Hangarback Walker ({X}{X}) has the same ability, and "When this
  creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this
  creature": its token copy, with X = 0 for that ability whatever X the Walker was cast with, dies with no counter and
  makes no Thopter. Cast with X = 1 the Walker is paid with {C}{C}, which leaves {C}{U}{U} for the Counterpart.

  @cr:107.3j @cr:107.3m @cr:704.5f @card:Cackling_Counterpart @card:Endless_One
  Scenario: A token copy of Endless One, cast with X = 3, enters with no +1/+1 counter and dies as a 0/0
    Given the board "rules/107/counterpart-endless-one.json"
    When Alice casts "endless" with X = 3, paying with {C}{C}{C}
    And all players pass priority
    Then "endless" has 3 +1/+1 counters
    When Alice casts "counterpart" targeting "endless"
    Then the stack is, from the top: "Cackling Counterpart" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Grizzly Bears", "Endless One"
    And "endless" has 3 +1/+1 counters

  @cr:707.2 @card:Cackling_Counterpart @card:Grizzly_Bears
  Scenario: Control: a token copy of Grizzly Bears, which has no X, has its power and toughness and stays beside it
    Given the board "rules/107/counterpart-endless-one.json"
    When Alice casts "counterpart" targeting "bears"
    Then the stack is, from the top: "Cackling Counterpart" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Grizzly Bears", "Grizzly Bears"

  @cr:107.3j @cr:107.3m @context:704.5f @context:603.10a @card:Cackling_Counterpart @card:Hangarback_Walker
  Scenario: A token copy of Hangarback Walker, cast with X = 1, enters with no counter, dies as a 0/0 and makes no Thopter
    Given the board "rules/107/counterpart-hangarback.json"
    When Alice casts "walker" with X = 1, paying with {C}{C}
    And all players pass priority
    Then "walker" has 1 +1/+1 counter
    When Alice casts "counterpart" targeting "walker"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    Then Alice's battlefield holds "Hangarback Walker"
    And "walker" has 1 +1/+1 counter
