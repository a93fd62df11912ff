@mechanic:x
Feature: Enters abilities that refer to X use the X of the spell (CR 107.3m)
  Ruling: "If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the
  spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X
  for that ability is the same as the value of X for that spell, although the value of X for that permanent
  is 0. This is an exception to rule 107.3i."
  Gadwick returned by Order of Whiteclay ("Return target creature card with mana value 3 or less") was no spell, so
  its X is 0 (107.3m has no spell's X to give it): that case can't fail on an engine that ignores 107.3m. What it
  decides is Gadwick's mana value in the graveyard, 3, its {X} being 0 there (107.3g, 202.3e): counted as 1, it
  would be 4 and no legal target.

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:400.7d @cr:614.1c @card:Endless_One
  Scenario: Endless One enters with as many +1/+1 counters as the X of the spell
    Given the board "x/etb-endless-one.json"
    When Alice casts "endless" with X = 3
    And all players pass priority
    Then "endless" is on the battlefield
    And "endless" has 3 +1/+1 counters
    And "endless" is 3/3

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:202.3e @card:Endless_One
  Scenario: On the battlefield, Endless One's own X is 0: its mana value is 0
    Given the board "x/etb-endless-one.json"
    When Alice casts "endless" with X = 3
    And all players pass priority
    Then "endless" is on the battlefield
    And the mana value of "endless" is 0

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:400.7d @cr:614.1c @cr:202.3e @card:Hangarback_Walker
  Scenario: Hangarback Walker enters with X counters although its mana value there is 0
    Given the board "x/etb-hangarback.json"
    When Alice casts "hangarback" with X = 2
    And all players pass priority
    Then "hangarback" has 2 +1/+1 counters
    And the mana value of "hangarback" is 0

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:400.7d @cr:603.2 @cr:603.6a @cr:603.10 @card:Gadwick,_the_Wizened
  Scenario: An enters triggered ability that refers to X uses the X of the spell
    Given the board "x/etb-gadwick.json"
    When Alice casts "gadwick" with X = 2
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened"
    When all players pass priority
    Then Alice's hand holds "Island" and "Forest"
    And the mana value of "gadwick" is 3

  @ruling:x.etb-ability-uses-spell-x @cr:107.3g @cr:202.3e @cr:603.2 @card:Gadwick,_the_Wizened @card:Order_of_Whiteclay
  Scenario: A permanent that entered without being cast has no spell's X: its enters trigger sees X = 0
    Given the board "x/etb-gadwick-returned.json"
    When Alice activates "order" targeting "gadwick"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened"
    When all players pass priority
    Then "gadwick" is on the battlefield
    And Alice's hand is empty

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:121.4 @cr:704.5b @card:Gadwick,_the_Wizened
  Scenario: Gadwick cast with X = 3 draws three cards from a library of two: Alice loses the game
    Given the board "x/etb-gadwick-two-cards.json"
    When Alice casts "gadwick" with X = 3
    And all players pass priority 2 times
    Then Alice has lost the game by drawing from an empty library
    And Bob has won the game
    And Alice's hand holds "Island" and "Forest"

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:121.4 @cr:704.5b @card:Gadwick,_the_Wizened
  Scenario: Gadwick cast with X = 2 draws the whole library of two: nobody loses, the library is just empty
    Given the board "x/etb-gadwick-two-cards.json"
    When Alice casts "gadwick" with X = 2
    And all players pass priority 2 times
    Then Alice's hand holds "Island" and "Forest"
    And Alice's library is empty
    And no player has lost the game

  @ruling:x.etb-ability-uses-spell-x @cr:107.3m @cr:704.5b @cr:104.1 @card:Gadwick,_the_Wizened
  Scenario: Once Alice has lost to Gadwick's draw of three, the game is over and no player can act
    Given the board "x/etb-gadwick-two-cards.json"
    When Alice casts "gadwick" with X = 3
    And all players pass priority 2 times
    And Alice passes priority
    Then the action is refused (CR 104.1)
