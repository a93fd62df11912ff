Feature: Colour-changing effects apply in layer 5 in timestamp order, and before layer 7 looks at colours (CR 613.1e, 613.1g, 613.3, 613.5, 613.7b)
  CR 613.1e: "Layer 5: Color-changing effects are applied." CR 613.1g: "Layer 7: Power- and/or
  toughness-changing effects are applied." CR 613.3: within layers 2-6, effects apply in timestamp order; 613.7b:
  a resolved spell's effect receives its timestamp when it is created. CR 613.5's example: a creature an effect
  turns white gets +1/+1 from "White creatures you control get +1/+1"; changed to red later, it loses it.
  Chaoslace: "Target spell or permanent becomes red." Purelace: "Target spell or permanent becomes white."
  Gauntlet of Power: "As this artifact enters, choose a color. Creatures of the chosen color get +1/+1. [...]"

  @cr:613.3 @cr:613.7 @cr:613.7b @card:Chaoslace @card:Purelace @card:Grizzly_Bears
  Scenario: Chaoslace, then Purelace: the later effect wins, Grizzly Bears is white
    Given the board "rules/613/bears-chaoslace-purelace.json"
    When Alice casts "chaoslace" targeting "bears"
    And all players pass priority
    Then "bears" is red
    When Alice casts "purelace" targeting "bears"
    And all players pass priority
    Then "bears" is white

  @cr:613.3 @card:Chaoslace @card:Purelace @card:Grizzly_Bears
  Scenario: Control: Purelace, then Chaoslace: Grizzly Bears is red
    Given the board "rules/613/bears-chaoslace-purelace.json"
    When Alice casts "purelace" targeting "bears"
    And all players pass priority
    And Alice casts "chaoslace" targeting "bears"
    And all players pass priority
    Then "bears" is red

  @cr:613.1e @cr:613.1g @context:613.5 @card:Gauntlet_of_Power @card:Purelace @card:Chaoslace @card:Grizzly_Bears
  Scenario: Purelace makes Grizzly Bears white, so Gauntlet of Power (white) gives it +1/+1; Chaoslace makes it red, and it is 2/2 again
    Given the board "rules/613/gauntlet-white-bears-purelace.json"
    Then "bears" is 2/2
    When Alice casts "purelace" targeting "bears"
    And all players pass priority
    Then "bears" is white
    And "bears" is 3/3
    When Alice casts "chaoslace" targeting "bears"
    And all players pass priority
    Then "bears" is red
    And "bears" is 2/2

  @cr:613.1e @cr:613.6 @card:Gauntlet_of_Power @card:Turn_to_Frog @card:Grizzly_Bears
  Scenario: Turn to Frog makes Grizzly Bears blue in layer 5 and sets its 1/1 in 7b: Gauntlet of Power (blue) gives the blue Frog +1/+1 in 7c, so it is 2/2
    Given the board "rules/613/gauntlet-blue-bears-frog.json"
    Then "bears" is 2/2
    When Alice casts "frog" targeting "bears", paying with {U}{U}
    And all players pass priority
    Then "bears" is blue
    And "bears" is 2/2
