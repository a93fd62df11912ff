Feature: An attacking creature that leaves the battlefield is removed from combat (CR 506.4)
  CR 506.4: "A permanent is removed from combat if it leaves the battlefield ... A creature that's removed from combat
  stops being an attacking, blocking, blocked, and/or unblocked creature." A creature that blocked it stays a blocking
  creature (the glossary's "blocking creature": until it is removed from combat or the combat phase ends; 510.1d), so
  no scenario says it stops blocking. The control: a spell that removes nothing from the battlefield leaves combat as
  it was.

  @cr:506.4 @card:Lightning_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Grizzly Bears, blocked by Llanowar Elves, is destroyed by Bob's Lightning Bolt: it is no longer attacking
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And "bears" is not attacking

  @cr:506.4 @card:Lightning_Bolt @card:Watchwolf @card:Grizzly_Bears
  Scenario: Watchwolf destroyed by Bob's Lightning Bolt before blockers: Grizzly Bears alone is attacking
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "wolf" and "bears"
    And Alice passes priority
    And Bob casts "bob-bolt" targeting "wolf", tapping "bob-mountain" for mana
    And all players pass priority
    Then "wolf" is in Alice's graveyard
    And "wolf" is not attacking
    And "bears" is attacking Bob

  @cr:506.4 @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Control: Alice's Lightning Bolt to Bob removes nothing from the battlefield: Grizzly Bears is still attacking
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And Alice casts "alice-bolt" targeting Bob, tapping "alice-mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And "bears" is attacking Bob
