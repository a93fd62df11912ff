Feature: X in an ability that refers to the X of another object's cost (CR 107.3e)
  Zaxara's triggered ability puts X +1/+1 counters on the Hydra it creates, X being the value chosen for the {X}
  in the mana cost of the spell whose casting triggered it; a spell without {X} in its mana cost doesn't trigger it.

  @cr:107.3e @card:Zaxara,_the_Exemplary @card:Endless_One
  Scenario: Alice casts Endless One with X = 3: Zaxara's ability creates a 0/0 Hydra token with 3 +1/+1 counters, which survives
    Given the board "rules/107/zaxara-endless-one.json"
    When Alice casts "endless" with X = 3
    Then the stack is, from the top: a triggered ability of "Zaxara, the Exemplary", then "Endless One" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zaxara, the Exemplary", "Hydra"
    And the stack is, from the top: "Endless One" controlled by Alice

  @cr:107.3e @card:Zaxara,_the_Exemplary @card:Grizzly_Bears
  Scenario: Alice casts Grizzly Bears, with no {X} in its mana cost: Zaxara's ability doesn't trigger
    Given the board "rules/107/zaxara-endless-one.json"
    When Alice casts "bears"
    Then the stack is, from the top: "Grizzly Bears" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zaxara, the Exemplary", "Grizzly Bears"

  @cr:107.3e @cr:704.5f @card:Zaxara,_the_Exemplary @card:Endless_One
  Scenario: Alice casts Endless One with X = 0: the ability triggers, but its 0/0 Hydra gets no counter and dies
    Given the board "rules/107/zaxara-endless-one.json"
    When Alice casts "endless" with X = 0
    Then the stack is, from the top: a triggered ability of "Zaxara, the Exemplary", then "Endless One" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zaxara, the Exemplary"
    And the stack is, from the top: "Endless One" controlled by Alice
