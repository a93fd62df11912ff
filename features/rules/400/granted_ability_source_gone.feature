Feature: A permanent spell whose granting permanent left before it resolved has no granted ability to keep (CR 400.7b, 611.3a)
  CR 400.7b: "Effects from static abilities that grant an ability to a permanent spell that functions on the
  battlefield continue to apply to the permanent that spell becomes." CR 611.3a: "A continuous effect from a static
  ability isn't locked in; it applies at any given moment to whatever its text indicates." Zinnia, Valley's Voice:
  "Creature spells you cast have offspring {2}." Offspring (702.175a) means "You may pay an additional [cost] as you
  cast this spell" and "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
  it, except it's 1/1." Once Zinnia has left the battlefield, the Grizzly Bears spell has no offspring, and neither
  has the permanent it becomes. An engine that never carries a granted ability to the permanent creates no token
  in the first scenario either: that one decides 611.3a, the control decides 400.7b. (Under the Oracle text of
  Zinnia given in January 2026, a one-shot "gains offspring as it's cast", the first outcome would flip; this
  corpus follows CR 2025-02-07 and the catalog's text.)

  @cr:611.3a @context:400.7b @context:702.175a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Zinnia dies while the Grizzly Bears cast paying offspring is on the stack: the Bears enters and nothing is created
    Given the board "rules/400/zinnia-bears-bolts.json"
    When Alice casts "bears", paying its offspring cost
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting "zinnia", tapping "bobs-mountain" for mana
    And all players pass priority
    Then "zinnia" is in Alice's graveyard
    When all players pass priority
    Then the stack is empty
    And Alice's battlefield holds "Grizzly Bears"

  @cr:400.7b @cr:702.175a @context:611.3a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Zinnia stays while the Grizzly Bears cast paying offspring is on the stack: its offspring ability creates a 1/1 copy
    Given the board "rules/400/zinnia-bears-bolts.json"
    When Alice casts "bears", paying its offspring cost
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Alice, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Alice's life total is 17
    When all players pass priority
    Then the stack is, from the top: a triggered ability of "Grizzly Bears" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Grizzly Bears", "Grizzly Bears"
