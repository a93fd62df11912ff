Feature: A creature dealt damage by a source with deathtouch is destroyed (CR 704.5h)
  CR 704.5h: "If a creature has toughness greater than 0, and it's been dealt damage by a source with deathtouch
  since the last time state-based actions were checked, that creature is destroyed." CR 702.2b: "A creature with
  toughness greater than 0 that's been dealt damage by a source with deathtouch since the last time state-based
  actions were checked is destroyed as a state-based action." Rabid Bite: "Target creature you control deals damage
  equal to its power to target creature you don't control." The creature, not the spell, is the damage's source.
  Zaxara, the Exemplary is a 2/3 with deathtouch; Grizzly Bears a 2/2 without. An indestructible creature isn't
  destroyed (702.12b).

  @cr:704.5h @card:Rabid_Bite @card:Zaxara,_the_Exemplary @card:Serra_Angel
  Scenario: Zaxara deals 2 damage to Bob's 4/4 Serra Angel: not lethal, but from a source with deathtouch, and the Angel is destroyed
    Given the board "rules/704/zaxara-bears-bite.json"
    When Alice casts "bite" targeting "zaxara" and "angel", paying with {G}{G}
    And all players pass priority
    Then "angel" is in Bob's graveyard
    And "patrol" is on the battlefield

  @cr:704.5h @card:Rabid_Bite @card:Zaxara,_the_Exemplary @card:Salt_Road_Patrol
  Scenario: Zaxara deals 2 damage to Bob's 2/5 Salt Road Patrol: from a source with deathtouch, it is destroyed
    Given the board "rules/704/zaxara-bears-bite.json"
    When Alice casts "bite" targeting "zaxara" and "patrol", paying with {G}{G}
    And all players pass priority
    Then "patrol" is in Bob's graveyard
    And "angel" is on the battlefield

  @cr:704.5h @card:Rabid_Bite @card:Grizzly_Bears @card:Serra_Angel
  Scenario: Grizzly Bears, without deathtouch, deals 2 damage to Bob's 4/4 Serra Angel: not lethal, and the Angel stays
    Given the board "rules/704/zaxara-bears-bite.json"
    When Alice casts "bite" targeting "bears" and "angel", paying with {G}{G}
    And all players pass priority
    Then "angel" is on the battlefield
    And Bob's graveyard is empty
    And "bite" is in Alice's graveyard

  @cr:704.5h @cr:702.12b @card:Rabid_Bite @card:Zaxara,_the_Exemplary
  Scenario: Control: Zaxara's deathtouch damage to Bob's indestructible Golem token doesn't destroy it
    Given the board "rules/704/zaxara-bears-bite.json"
    When Alice casts "bite" targeting "zaxara" and "golem", paying with {G}{G}
    And all players pass priority
    Then "golem" is on the battlefield
    And Bob's graveyard is empty
    And "bite" is in Alice's graveyard
