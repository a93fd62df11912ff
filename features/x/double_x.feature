@mechanic:x
Feature: A cost with {X}{X}: the spell's X is the value chosen, not the mana paid for it (CR 107.3, 107.3m)
  Ruling: "If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the
  spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X
  for that ability is the same as the value of X for that spell, although the value of X for that permanent
  is 0. This is an exception to rule 107.3i." Hangarback Walker costs {X}{X}.

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:107.3a @cr:601.2h @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 2 costs {4} and enters with 2 +1/+1 counters, not 4
    Given the board "x/etb-hangarback.json"
    When Alice casts "hangarback" with X = 2
    Then Alice paid {4} for the spell
    And Alice's mana pool is empty
    When all players pass priority
    Then "hangarback" has 2 +1/+1 counters
