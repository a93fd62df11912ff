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

  @ruling:cast-triggers.resolve-before-spell @cr:405.5 @cr:603.3 @cr:608.1 @card:Decimator_of_the_Provinces
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
    And Alice must choose cards from "Shivan Dragon" and "Lightning Bolt"
    When Alice chooses "Lightning Bolt" and "Shivan Dragon"
    Then Bob's graveyard holds "Counterspell", "Lightning Bolt" and "Shivan Dragon"
    And Bob's hand is empty

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3d @card:Distended_Mindbender
  Scenario: With two opponents, the caster chooses the cast trigger's target as it is put on the stack
    Given the board "cast_triggers/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    Then Alice must choose a target from Bob and Carol
    And "Distended Mindbender" is on the stack
    And "bears" is in Alice's graveyard

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3d @card:Distended_Mindbender
  @card:Lightning_Bolt @card:Serra_Angel
  Scenario: The cast trigger targeting the chosen opponent goes on the stack above the spell and resolves first
    Given the board "cast_triggers/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Carol
    Then the stack is, from the top: a triggered ability of "Distended Mindbender", then "Distended Mindbender"
    And Alice has priority
    When all players pass priority
    Then Alice must choose cards from "Lightning Bolt" and "Serra Angel"
    And "Distended Mindbender" is on the stack

  @ruling:cast-triggers.resolve-before-spell @cr:603.3 @cr:603.3d @cr:601.2c @context:115.1 @card:Distended_Mindbender
  Scenario: The caster can't choose herself as the target opponent of the cast trigger
    Given the board "cast_triggers/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Alice
    Then the action is refused (CR 603.3d or 601.2c)
    And Alice must choose a target from Bob and Carol
    And the stack is, from the top: a triggered ability of "Distended Mindbender", then "Distended Mindbender"

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3b @card:Decimator_of_the_Provinces
  @card:Beast_Whisperer
  Scenario: A player whose two abilities trigger on the same cast chooses their order
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then Alice must order her triggered abilities from "Beast Whisperer" and "Decimator of the Provinces"
    And the stack is, from the top: "Decimator of the Provinces"

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3b @card:Decimator_of_the_Provinces
  @card:Beast_Whisperer
  Scenario: Both cast triggers go above the spell in the order chosen: the one put on first resolves last
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Beast Whisperer", then "Decimator of the Provinces"
    Then the stack is, from the top: a triggered ability of "Decimator of the Provinces", then a triggered ability of "Beast Whisperer", then "Decimator of the Provinces"
    And Alice has priority

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3b @card:Decimator_of_the_Provinces
  @card:Beast_Whisperer
  Scenario: In the other order chosen, Beast Whisperer's trigger resolves first, still before the spell
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Decimator of the Provinces", then "Beast Whisperer"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    When all players pass priority
    Then Alice's hand holds "Island"
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"

  @ruling:cast-triggers.resolve-before-spell @cr:603.3b @card:Decimator_of_the_Provinces @card:Beast_Whisperer
  Scenario: Every triggered ability waiting must be put on the stack: an order that leaves one out is refused
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Beast Whisperer"
    Then the action is refused (CR 603.3b)
    And Alice must order her triggered abilities from "Beast Whisperer" and "Decimator of the Provinces"
    And the stack is, from the top: "Decimator of the Provinces"
