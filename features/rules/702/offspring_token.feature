Feature: The token offspring creates is a copy of the creature "except it's 1/1" (CR 702.175a, 707.9b)
  Offspring (702.175a): "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
  it, except it's 1/1." The exception is part of the token's copiable values (707.9b): Grizzly Bears's token copy is
  1/1, while the Grizzly Bears it copies stays 2/2. Zinnia, Valley's Voice: "Creature spells you cast have offspring
  {2}."

  @cr:702.175a @cr:707.9b @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears @card:Bone_Splinters @card:Walking_Corpse
  Scenario: The token copy of Grizzly Bears that offspring creates is 1/1
    Given the board "rules/702/zinnia-bears-splinters.json"
    When Alice casts "bears", paying its offspring cost, paying with {C}{C}{C}{G}
    And all players pass priority
    And all players pass priority
    And Alice casts "splinters", sacrificing "bears", targeting "corpse"
    And all players pass priority
    Then Alice's battlefield holds "Zinnia, Valley's Voice", "Grizzly Bears"
    And "Grizzly Bears" is 1/1
