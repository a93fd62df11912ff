Feature: Power and toughness are set in layer 7b before they are modified in 7c, whatever the effects' timestamps (CR 613.4, 613.4b, 613.4c)
  CR 613.4: "Within layer 7, apply effects in a series of sublayers in the order described below. Within each
  sublayer, apply effects in timestamp order." CR 613.4b: "Layer 7b: Effects that set power and/or toughness to a
  specific number or value are applied." CR 613.4c: "Layer 7c: Effects and counters that modify power and/or
  toughness (but don't set power and/or toughness to a specific number or value) are applied." Turn to Frog:
  "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness
  1/1." Giant Growth: "Target creature gets +3/+3 until end of turn." Grizzly Bears is a green 2/2.

  @cr:613.4 @cr:613.4b @cr:613.4c @card:Turn_to_Frog @card:Giant_Growth @card:Grizzly_Bears
  Scenario: Giant Growth resolves first, then Turn to Frog: the Frog's 1/1 is set in 7b and Growth's earlier +3/+3 still applies in 7c, so Grizzly Bears is a blue 4/4
    Given the board "rules/613/bears-growth-frog.json"
    When Alice casts "growth" targeting "bears"
    And all players pass priority
    Then "bears" is 5/5
    When Alice casts "frog" targeting "bears"
    And all players pass priority
    Then "bears" is 4/4
    And "bears" is blue

  @cr:613.4b @cr:613.4c @card:Turn_to_Frog @card:Giant_Growth @card:Grizzly_Bears
  Scenario: Control: Turn to Frog resolves first, then Giant Growth: Grizzly Bears is a 4/4 Frog too
    Given the board "rules/613/bears-growth-frog.json"
    When Alice casts "frog" targeting "bears", paying with {U}{U}
    And all players pass priority
    Then "bears" is 1/1
    When Alice casts "growth" targeting "bears"
    And all players pass priority
    Then "bears" is 4/4

  @cr:613.4b @card:Turn_to_Frog @card:Grizzly_Bears
  Scenario: Turn to Frog alone sets Grizzly Bears's base power and toughness: it is a blue 1/1, no longer green
    Given the board "rules/613/bears-growth-frog.json"
    When Alice casts "frog" targeting "bears", paying with {U}{U}
    And all players pass priority
    Then "bears" is 1/1
    And "bears" is blue

  @cr:613.4b @cr:613.4c @card:Turn_to_Frog @card:Bonesplitter @card:Grizzly_Bears
  Scenario: Turn to Frog on Grizzly Bears equipped with Bonesplitter: Bonesplitter's +2/+0, though older, modifies the Frog's 1/1 in 7c, so it is 3/1
    Given the board "rules/613/bears-bonesplitter-frog.json"
    Then "bears" is 4/2
    When Alice casts "frog" targeting "bears", paying with {U}{U}
    And all players pass priority
    Then "bears" is 3/1
