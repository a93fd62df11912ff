Feature: A spell's own "instead" applies before other replacement effects; 0 damage isn't increased (CR 614.15, 616.1a, 614.7a)
  CR 614.15: "Some replacement effects are not continuous effects. Rather, they are an effect of a resolving spell or
  ability that replace part or all of that spell or ability's own effect(s). Such effects are called self-replacement
  effects. ... When applying replacement effects to an event, self-replacement effects are applied before other
  replacement effects." CR 616.1a: "If any of the replacement and/or prevention effects are self-replacement effects
  (see rule 614.15), one of them must be chosen." CR 614.7a: "If a source would deal 0 damage, it does not deal damage
  at all. Replacement effects that would increase the damage dealt by that source ... have no event to replace, so
  they have no effect." Burst Lightning ({R} instant) reads "Kicker {4} ... Burst Lightning deals 2 damage to any
  target. If this spell was kicked, it deals 4 damage instead." Torbran, Thane of Red Fell reads "If a red source you
  control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2
  instead." Fling reads "As an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to
  the sacrificed creature's power to any target." Ornithopter is a 0/2. CR 614.2: "Some replacement effects apply to
  damage from a source. See rule 609.7." CR 609.7c: such an effect of a static ability "applies to sources that are
  permanents with that property and to any sources that aren't on the battlefield that have that property": a red
  instant or sorcery spell is a red source.

  @cr:614.15 @cr:616.1a @card:Burst_Lightning @card:Torbran,_Thane_of_Red_Fell
  Scenario: With Torbran, kicked Burst Lightning deals 4 instead of 2 first, then 2 more: Bob loses 6 life
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "burst", kicked, targeting Bob
    And all players pass priority
    Then Bob's life total is 14

  @cr:614.15 @cr:616.1a @context:704.5g @card:Burst_Lightning @card:Torbran,_Thane_of_Red_Fell @card:Salt_Road_Patrol
  Scenario: With Torbran, kicked Burst Lightning deals 6 damage to Bob's Salt Road Patrol, a 2/5, which dies
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "burst", kicked, targeting "patrol"
    And all players pass priority
    Then "patrol" is in Bob's graveyard

  @cr:614.15 @card:Burst_Lightning
  Scenario: Control: without Torbran, kicked Burst Lightning deals 4 damage instead of 2: Bob loses 4 life
    Given the board "rules/614/burst-fling.json"
    When Alice casts "burst", kicked, targeting Bob
    And all players pass priority
    Then Bob's life total is 16

  @context:614.15 @cr:614.2 @card:Burst_Lightning @card:Torbran,_Thane_of_Red_Fell
  Scenario: Control: with Torbran, Burst Lightning not kicked deals 2 damage plus 2: Bob loses 4 life
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "burst" targeting Bob
    And all players pass priority
    Then Bob's life total is 16

  @cr:614.15 @card:Burst_Lightning @card:Torbran,_Thane_of_Red_Fell
  Scenario: Torbran adds nothing to damage dealt to Alice herself: her kicked Burst Lightning at her deals 4
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "burst", kicked, targeting Alice
    And all players pass priority
    Then Alice's life total is 16

  @cr:614.7a @context:601.2b @card:Fling @card:Ornithopter @card:Torbran,_Thane_of_Red_Fell
  Scenario: With Torbran, Fling sacrificing Ornithopter (power 0) deals no damage: Torbran has nothing to add to, and Bob stays at 20
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "fling" sacrificing "thopter", targeting Bob
    And all players pass priority
    Then Bob's life total is 20
    And "fling" is in Alice's graveyard

  @cr:614.7a @card:Fling @card:Ornithopter @card:Torbran,_Thane_of_Red_Fell @card:Grizzly_Bears
  Scenario: With Torbran, Fling sacrificing Ornithopter at Bob's Grizzly Bears deals no damage: the Bears stay
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "fling" sacrificing "thopter", targeting "bobs-bears"
    And all players pass priority
    Then "bobs-bears" is on the battlefield
    And "fling" is in Alice's graveyard

  @cr:614.7a @cr:614.2 @card:Fling @card:Grizzly_Bears @card:Torbran,_Thane_of_Red_Fell
  Scenario: Control: with Torbran, Fling sacrificing Grizzly Bears (power 2) deals 2 damage plus 2: Bob loses 4 life
    Given the board "rules/614/torbran-burst-fling.json"
    When Alice casts "fling" sacrificing "bears", targeting Bob
    And all players pass priority
    Then Bob's life total is 16
