Feature: X in an ability that refers to the X of another object's cost (CR 107.3e)
  Zaxara's triggered ability puts X +1/+1 counters on the 0/0 Hydra token it creates, X being the value chosen for
  the {X} in the mana cost of the spell whose casting triggered it; a spell without {X} in its mana cost doesn't
  trigger it. Overwhelming Stampede then shows the greatest power among Alice's creatures. Ghitu Fire with X = 3
  ({3}{R}) is paid with {C}{C}{C}{R}, as the player may choose (601.2h), which leaves {C}{C}{C}{G}{G} for
  Overwhelming Stampede ({3}{G}{G}). With X = 0, "the X chosen for the other object" and an undefined X are both 0,
  so that scenario decides the Hydra's death (704.5f), not 107.3e. (That a spell with no {X} in its mana cost, such as
  Grizzly Bears, doesn't trigger Zaxara is its text, not a rule: no scenario here claims it.)

  @cr:107.3e @card:Zaxara,_the_Exemplary @card:Ghitu_Fire @card:Overwhelming_Stampede
  Scenario: Ghitu Fire cast with X = 3 gives Zaxara's Hydra 3 +1/+1 counters: Overwhelming Stampede then gives +3/+3
    Given the board "rules/107/zaxara-ghitu-fire.json"
    When Alice casts "fire" with X = 3 targeting Bob, paying with {C}{C}{C}{R}
    Then the stack is, from the top: a triggered ability of "Zaxara, the Exemplary", then "Ghitu Fire" controlled by Alice
    When all players pass priority
    Then the stack is, from the top: "Ghitu Fire" controlled by Alice
    When all players pass priority
    Then Bob's life total is 17
    When Alice casts "stampede"
    And all players pass priority
    Then "zaxara" is 5/6

  @cr:704.5f @card:Zaxara,_the_Exemplary @card:Ghitu_Fire @card:Overwhelming_Stampede
  Scenario: Ghitu Fire cast with X = 0 still triggers Zaxara, but its Hydra gets no counter and dies: Stampede gives +2/+2
    Given the board "rules/107/zaxara-ghitu-fire.json"
    When Alice casts "fire" with X = 0 targeting Bob
    Then the stack is, from the top: a triggered ability of "Zaxara, the Exemplary", then "Ghitu Fire" controlled by Alice
    When all players pass priority
    Then Alice's battlefield holds "Zaxara, the Exemplary"
    When all players pass priority
    And Alice casts "stampede"
    And all players pass priority
    Then "zaxara" is 4/5
