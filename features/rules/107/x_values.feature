Feature: Every X on an object has the same value (CR 107.3, 107.3i)
  Hangarback Walker's mana cost {X}{X} holds X twice: the value announced for X is the value of both (107.3i), so
  the total cost is twice X, and the X that counts its +1/+1 counters is that same value: its replacement effect
  "enters with X +1/+1 counters" uses the X of the spell it was (107.3m), though the permanent's own X is 0.

  @cr:107.3 @cr:107.3i @cr:601.2f @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 2 costs {4}: both X in {X}{X} are 2
    Given the board "rules/107/hangarback.json"
    When Alice casts "walker" with X = 2, stopping once its total cost is determined
    Then the total cost of the spell is {4}
    When Alice continues casting the spell
    Then Alice paid {4} for the spell
    And Alice's mana pool is empty

  @cr:107.3 @cr:107.3i @cr:107.3m @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 2 enters with two +1/+1 counters, not four
    Given the board "rules/107/hangarback.json"
    When Alice casts "walker" with X = 2
    And all players pass priority
    Then "walker" is on the battlefield
    And "walker" has 2 +1/+1 counters

  @cr:107.3 @cr:107.3i @card:Hangarback_Walker
  Scenario: Hangarback Walker cast with X = 1 costs {2}, and leaves the rest of the mana in the pool
    Given the board "rules/107/hangarback.json"
    When Alice casts "walker" with X = 1
    Then Alice paid {2} for the spell
    And Alice's mana pool is {C}{C}
