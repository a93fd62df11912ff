Feature: An X the text defines is not chosen, and may change while the spell is on the stack (CR 107.3c)
  Overwhelming Stampede's X is "the greatest power among creatures you control": its controller doesn't choose it,
  and it is that greatest power as the spell resolves. The refusal of a chosen X is 107.3c's ("The controller of that
  spell or ability doesn't get to choose the value"); 601.2b, which announces only a variable cost the spell has
  ({3}{G}{G} has none), is accepted too.

  @cr:107.3c @card:Overwhelming_Stampede @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Overwhelming Stampede gives each of Alice's creatures +2/+2: Grizzly Bears' power is the greatest
    Given the board "rules/107/stampede.json"
    When Alice casts "stampede"
    And all players pass priority
    Then "elves" is 3/3
    And "bears" is 4/4
    And "elves" has trample

  @cr:107.3c @context:601.2b @card:Overwhelming_Stampede
  Scenario: Alice can't choose a value for Overwhelming Stampede's X: its text defines it
    Given the board "rules/107/stampede.json"
    When Alice casts "stampede" with X = 5
    Then the action is refused (CR 107.3c or 601.2b)
    And the game is as it was before the action
    When Alice casts "stampede"
    Then the stack is, from the top: "Overwhelming Stampede"
    And Alice paid {3}{G}{G} for the spell

  @cr:107.3c @card:Overwhelming_Stampede @card:Lightning_Bolt @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Grizzly Bears destroyed while Overwhelming Stampede is on the stack: X is 1 as it resolves
    Given the board "rules/107/stampede.json"
    When Alice casts "stampede"
    And Alice casts "bolt" targeting "bears" tapping "mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    When all players pass priority
    Then "elves" is 2/2
    And "elves" has trample
