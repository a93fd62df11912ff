Feature: The same object can be chosen once for each word "target" of a spell (CR 115.3)
  CR 115.3: "If the spell or ability uses the word "target" in multiple places, the same object or player can be
  chosen once for each instance of the word "target" (as long as it fits the targeting criteria)." Seeds of
  Strength reads "Target creature gets +1/+1 until end of turn." three times: three words "target". (Forked
  Bolt's "one or two targets" is one word: it can't choose the same creature twice: "The same target can't be chosen
  multiple times for any one instance of the word 'target'" (115.3; 601.2c says it again, and either is accepted).
  Forked Bolt is on the stack from 601.2a, before its targets are announced: the refused cast puts it back in
  Alice's hand (730.1: "If the action was casting a spell, the spell returns to the zone it came from").)

  @cr:115.3 @card:Seeds_of_Strength @card:Grizzly_Bears
  Scenario: Seeds of Strength targets Grizzly Bears with each of its three words "target": Grizzly Bears is 5/5
    Given the board "rules/115/seeds-bears-elves.json"
    When Alice casts "seeds" targeting "bears", "bears" and "bears"
    And all players pass priority
    Then "bears" is 5/5

  @cr:115.3 @card:Seeds_of_Strength @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Seeds of Strength targets Grizzly Bears, Llanowar Elves, then Grizzly Bears again: Grizzly Bears is 4/4 and Llanowar Elves 2/2
    Given the board "rules/115/seeds-bears-elves.json"
    When Alice casts "seeds" targeting "bears", "elves" and "bears"
    And all players pass priority
    Then "bears" is 4/4
    And "elves" is 2/2

  @cr:115.3 @cr:601.2c @cr:730.1 @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt's one word "targets" can't choose Grizzly Bears twice; Grizzly Bears and Llanowar Elves, 1 damage each, it can
    Given the board "rules/115/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears" and "bob-bears", dividing 1 and 1
    Then the action is refused (CR 115.3 or 601.2c)
    And the game is as it was before the action
    When Alice casts "fork" targeting "bob-bears" and "bob-elves", dividing 1 and 1
    And all players pass priority
    Then "bob-elves" is in Bob's graveyard
    And "bob-bears" is on the battlefield
