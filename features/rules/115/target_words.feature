Feature: The same object can be chosen once for each word "target" of a spell (CR 115.3)
  CR 115.3: "If the spell or ability uses the word "target" in multiple places, the same object or player can be
  chosen once for each instance of the word "target" (as long as it fits the targeting criteria)." Seeds of
  Strength reads "Target creature gets +1/+1 until end of turn." three times: three words "target". (Forked
  Bolt's "one or two targets" is one word: it can't choose the same creature twice.)

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
