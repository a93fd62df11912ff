Feature: The token offspring creates is a copy of the creature "except it's 1/1" (CR 702.175a, 707.9b)
  Offspring (702.175a): "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
  it, except it's 1/1." The exception is part of the token's copiable values (707.9b): Grizzly Bears's token copy is
  1/1, while the Grizzly Bears it copies stays 2/2. So a copy of that token, made by Cackling Counterpart ("Create a
  token that's a copy of target creature you control"), is 1/1 as well (707.2): whichever of the two tokens a Prodigal
  Pyromancer's 1 damage hits first, both die. Were the 1/1 an effect on the token rather than its copiable values, the
  copy would be a 2/2 that survives. The other way round, Endless One ("This creature enters with X +1/+1 counters on
  it") cast with X = 0 dies as a 0/0, and the token copy its offspring ability still creates (from the Endless One as
  it last existed) is 1/1: a copy of that token is 1/1 too and stays, where a copy of a 0/0 would die. Zinnia, Valley's
  Voice: "Creature spells you cast have offspring {2}."

  @cr:702.175a @context:707.9b @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears @card:Bone_Splinters @card:Walking_Corpse
  Scenario: The token copy of Grizzly Bears that offspring creates is 1/1
    Given the board "rules/702/zinnia-bears-splinters.json"
    When Alice casts "bears", paying its offspring cost, paying with {C}{C}{C}{G}
    And all players pass priority
    And all players pass priority
    And Alice casts "splinters", sacrificing "bears", targeting "corpse"
    And all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Grizzly Bears"
    And "Grizzly Bears" is 1/1

  @cr:707.9b @cr:707.2 @context:702.175a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears @card:Bone_Splinters @card:Walking_Corpse @card:Cackling_Counterpart @card:Prodigal_Pyromancer
  Scenario: A token copy of the 1/1 offspring token copies its 1/1: each of the two tokens dies to 1 damage from a Prodigal Pyromancer
    Given the board "rules/702/zinnia-bears-counterpart-pyromancers.json"
    When Alice casts "bears", paying its offspring cost, paying with {C}{C}{C}{G}
    And all players pass priority
    And all players pass priority
    And Alice casts "splinters", sacrificing "bears", targeting "corpse"
    And all players pass priority
    And Alice casts "counterpart" targeting "Grizzly Bears", paying with {C}{U}{U}
    And all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Prodigal Pyromancer", "Prodigal Pyromancer", "Grizzly Bears", "Grizzly Bears"
    When Alice activates "pyro-1" targeting "Grizzly Bears"
    And all players pass priority
    And Alice activates "pyro-2" targeting "Grizzly Bears"
    And all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Prodigal Pyromancer", "Prodigal Pyromancer"

  @cr:707.9b @context:702.175a @context:704.5f @card:Zinnia,_Valley's_Voice @card:Endless_One @card:Cackling_Counterpart
  Scenario: A token copy of the 1/1 offspring token of an Endless One that died as a 0/0 is 1/1 too, and stays
    Given the board "rules/702/zinnia-endless-one-counterpart.json"
    When Alice casts "endless" with X = 0, paying its offspring cost, paying with {C}{C}
    And all players pass priority
    Then "endless" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Endless One"
    When all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Endless One"
    And "Endless One" is 1/1
    When Alice casts "counterpart" targeting "Endless One"
    And all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Endless One", "Endless One"
