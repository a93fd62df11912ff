Feature: An ability a static ability grants a permanent spell, functioning on the battlefield, stays with the permanent (CR 400.7b)
  CR 400.7b: "Effects from static abilities that grant an ability to a permanent spell that functions on the
  battlefield continue to apply to the permanent that spell becomes (see rule 611.3d)." Zinnia, Valley's Voice:
  "Creature spells you cast have offspring {2}." Offspring (702.175a) means "You may pay an additional [cost] as you
  cast this spell" and "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
  it, except it's 1/1": the second ability functions on the battlefield, where the Grizzly Bears is no spell that
  Zinnia's ability applies to, yet it has it.

  @cr:400.7b @cr:702.175a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears
  Scenario: Alice's Grizzly Bears, cast paying the offspring cost Zinnia gives it, enters and its offspring ability creates a 1/1 copy
    Given the board "rules/400/zinnia-bears.json"
    When Alice casts "bears", paying its offspring cost
    Then Alice paid {3}{G} for the spell
    When all players pass priority
    Then the stack is, from the top: a triggered ability of "Grizzly Bears" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Grizzly Bears", "Grizzly Bears"
    And "bears" is 2/2

  @cr:702.175a @context:400.7b @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears
  Scenario: Alice's Grizzly Bears, cast without paying the offspring cost, enters and nothing is created
    Given the board "rules/400/zinnia-bears.json"
    When Alice casts "bears"
    Then Alice paid {1}{G} for the spell
    When all players pass priority
    Then the stack is empty
    And Alice's battlefield holds "Zinnia, Valley's Voice", "Grizzly Bears"

  @cr:601.2b @cr:702.175a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears
  Scenario: Bob can't pay an offspring cost for his Grizzly Bears: Alice's Zinnia gives offspring to the spells she casts only
    Given the board "rules/400/zinnia-bobs-turn.json"
    When Bob casts "bears", paying its offspring cost
    Then the action is refused (CR 601.2b or 702.175a)
    And the game is as it was before the action
    When Bob casts "bears"
    And all players pass priority
    Then Bob's battlefield holds "Grizzly Bears"
    And the stack is empty
