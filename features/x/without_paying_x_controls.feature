@mechanic:x
Feature: X of a spell cast without paying its mana cost, and of a creature sacrificed for mana
  Ruling: "If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the
  spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X for
  that ability is the same as the value of X for that spell, although the value of X for that permanent is 0."
  Cast without paying its mana cost (Omniscience), a spell with {X} in its mana cost can only have X = 0
  (CR 107.3b), so Endless One's "enters with X +1/+1 counters" has X = 0 too. The scenario chooses X = 0 itself, so
  an engine that allowed another X passes it (rules/107/x_without_paying.feature decides 107.3b with X = 3 refused),
  and with X = 0 the spell's X and the permanent's are the same: it decides the 0/0's death (704.5f).
  Ruling: "If you sacrifice a creature with {X} in its mana cost, that X is 0."

  @ruling:x.etb-ability-uses-spell-x @cr:704.5f @card:Endless_One @card:Omniscience
  Scenario: Endless One cast without paying its mana cost with X = 0 enters with no counters and dies as a 0/0
    Given the board "x/omniscience-endless-one.json"
    When Alice casts "endless" with X = 0 without paying its mana cost thanks to "Omniscience"
    And all players pass priority
    Then "Endless One" is in Alice's graveyard

  @ruling:x.sacrificed-creature-x-is-zero @cr:202.3e @cr:107.3g @cr:603.3 @card:Hangarback_Walker @card:Ashnod's_Altar
  Scenario: Hangarback Walker sacrificed for mana has mana value 0 in the graveyard, and its dies trigger waits on the stack
    Given the board "x/altar-hangarback-two-counters.json"
    When Alice activates "altar" sacrificing "hangarback"
    Then Alice's mana pool is {C}{C}
    And the mana value of "Hangarback Walker" is 0
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
