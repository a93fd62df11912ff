@mechanic:cast-triggers
Feature: Cast triggers resolve before the spell that caused them, even if it is countered (CR 601.2i, 603.3, 405.5)
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger. It resolves even if that spell is countered or otherwise leaves the stack without resolving."

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3 @card:Decimator_of_the_Provinces
  Scenario: The cast trigger goes on the stack above the spell
    Given the board "cast_triggers/decimator-elves-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And Alice has priority

  @ruling:cast-triggers.resolve-before-spell @cr:405.5 @cr:603.3 @card:Decimator_of_the_Provinces
  @card:Llanowar_Elves
  Scenario: The cast trigger resolves first, while the spell is still on the stack
    Given the board "cast_triggers/decimator-elves-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And all players pass priority
    Then "elves" is 3/3
    And "elves" has trample
    And the stack is, from the top: "Decimator of the Provinces"

  @ruling:cast-triggers.resolve-before-spell @cr:405.5 @cr:611.2c @card:Decimator_of_the_Provinces
  @card:Llanowar_Elves
  Scenario: The spell is still on the stack when its cast trigger resolves, so Decimator doesn't get +2/+2 itself
    Given the board "cast_triggers/decimator-elves-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And all players pass priority 2 times
    Then "Decimator of the Provinces" is on the battlefield
    And "Decimator of the Provinces" is 7/7
    And "elves" is 3/3

  @ruling:cast-triggers.resolve-before-spell @cr:113.7a @cr:701.5a @card:Decimator_of_the_Provinces
  @card:Counterspell @card:Llanowar_Elves
  Scenario: The cast trigger still resolves when the spell is countered
    Given the board "cast_triggers/decimator-elves-bears-counterspell.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Counterspell" targeting "Decimator of the Provinces"
    And all players pass priority
    Then "Decimator of the Provinces" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces"
    When all players pass priority
    Then "elves" is 3/3
    And "elves" has trample
    And the stack is empty

  @ruling:cast-triggers.resolve-before-spell @cr:113.7a @cr:701.5a @card:Distended_Mindbender @card:Counterspell
  Scenario: Distended Mindbender's cast trigger still makes the opponent discard when Mindbender is countered
    Given the board "cast_triggers/mindbender-counterspell.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Counterspell" targeting "Distended Mindbender"
    And all players pass priority 2 times
    Then "Distended Mindbender" is in Alice's graveyard
    And Alice must choose from "Shivan Dragon" and "Lightning Bolt"
    When Alice chooses "Lightning Bolt" and "Shivan Dragon"
    Then Bob's graveyard holds "Counterspell", "Lightning Bolt" and "Shivan Dragon"
    And Bob's hand is empty
