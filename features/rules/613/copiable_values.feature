Feature: A copy takes the copiable values of layer 1, not what later layers made of the original (CR 613.1a, 613.2c)
  CR 613.1a: "Layer 1: Rules and effects that modify copiable values are applied." CR 613.2c: "After all rules and
  effects in layer 1 have been applied, the object's characteristics are its copiable values." Cackling
  Counterpart: "Create a token that's a copy of target creature you control. [...]" Giant Growth: "Target creature
  gets +3/+3 until end of turn." Turn to Frog: "Until end of turn, target creature loses all abilities and becomes
  a blue Frog with base power and toughness 1/1." Both apply in later layers (5, 6, 7b, 7c), so the token copies a
  green 2/2 Grizzly Bears. Bob's Swords to Plowshares ("Exile target creature. Its controller gains life equal to
  its power.") then exiles the original, so that "Grizzly Bears" names the token alone.

  @cr:613.2c @cr:613.1a @card:Cackling_Counterpart @card:Giant_Growth @card:Grizzly_Bears @card:Swords_to_Plowshares
  Scenario: Cackling Counterpart copies Grizzly Bears that Giant Growth made 5/5: the token is a 2/2
    Given the board "rules/613/bears-growth-frog-counterpart.json"
    When Alice casts "growth" targeting "bears"
    And all players pass priority
    And Alice casts "counterpart" targeting "bears", paying with {U}{U}{U}
    And all players pass priority
    Then Alice's battlefield holds "Grizzly Bears", "Grizzly Bears"
    When Alice passes priority
    And Bob casts "swords" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's exile
    And Alice's life total is 25
    And "Grizzly Bears" is 2/2

  @cr:613.2c @card:Cackling_Counterpart @card:Turn_to_Frog @card:Grizzly_Bears @card:Swords_to_Plowshares
  Scenario: Cackling Counterpart copies Grizzly Bears turned into a blue 1/1 Frog: the token is a green 2/2
    Given the board "rules/613/bears-growth-frog-counterpart.json"
    When Alice casts "frog" targeting "bears", paying with {U}{U}
    And all players pass priority
    And Alice casts "counterpart" targeting "bears", paying with {U}{U}{U}
    And all players pass priority
    And Alice passes priority
    And Bob casts "swords" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's exile
    And "Grizzly Bears" is 2/2
    And "Grizzly Bears" is green

  @cr:613.2c @card:Cackling_Counterpart @card:Grizzly_Bears @card:Swords_to_Plowshares
  Scenario: Control: Cackling Counterpart copies Grizzly Bears no effect changed: the token is a green 2/2 too
    Given the board "rules/613/bears-growth-frog-counterpart.json"
    When Alice casts "counterpart" targeting "bears", paying with {U}{U}{U}
    And all players pass priority
    And Alice passes priority
    And Bob casts "swords" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's exile
    And Alice's life total is 22
    And "Grizzly Bears" is 2/2
    And "Grizzly Bears" is green
