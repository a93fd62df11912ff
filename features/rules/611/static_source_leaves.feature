Feature: A static ability's effect applies only while its permanent is on the battlefield (CR 611.3b)
  CR 611.3b: "The effect applies at all times that the permanent generating it is on the battlefield or the object
  generating it is in the appropriate zone." Gauntlet of Power: "As this artifact enters, choose a color. Creatures
  of the chosen color get +1/+1. [...]" Bonesplitter: "Equipped creature gets +2/+0." Shatter: "Destroy target
  artifact." Once the artifact is destroyed, its effect no longer applies, though the turn goes on.

  @cr:611.3b @card:Gauntlet_of_Power @card:Shatter @card:Grizzly_Bears
  Scenario: Bob's Shatter destroys Gauntlet of Power (green): Alice's Grizzly Bears is 2/2 again at once
    Given the board "rules/611/gauntlet-green-bears-shatter.json"
    Then "bears" is 3/3
    When Alice passes priority
    And Bob casts "shatter" targeting "gauntlet"
    And all players pass priority
    Then "gauntlet" is in Alice's graveyard
    And "bears" is 2/2

  @cr:611.3b @card:Bonesplitter @card:Shatter @card:Grizzly_Bears
  Scenario: Bob's Shatter destroys Bonesplitter: the Grizzly Bears it equipped is 2/2 again at once
    Given the board "rules/611/bears-bonesplitter-shatter.json"
    Then "bears" is 4/2
    When Alice passes priority
    And Bob casts "shatter" targeting "bonesplitter"
    And all players pass priority
    Then "bonesplitter" is in Alice's graveyard
    And "bears" is 2/2

  @cr:611.3b @card:Gauntlet_of_Power @card:Shatter @card:Grizzly_Bears
  Scenario: Control: while Bob's Shatter is on the stack, Gauntlet of Power still gives Grizzly Bears +1/+1
    Given the board "rules/611/gauntlet-green-bears-shatter.json"
    When Alice passes priority
    And Bob casts "shatter" targeting "gauntlet"
    Then the stack is, from the top: "Shatter"
    And "bears" is 3/3
