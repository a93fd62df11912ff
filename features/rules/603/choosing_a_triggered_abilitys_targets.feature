Feature: A triggered ability's targets are chosen as it is put on the stack, one for each it requires (CR 603.3d)
  "The remainder of the process for putting a triggered ability on the stack is identical to the process for
  casting a spell listed in rules 601.2c–d." And 601.2c: "The player announces their choice of an appropriate
  object or player for each target the spell requires." Distended Mindbender's cast trigger requires
  one target opponent: two players are refused, one is chosen.

  @cr:603.3d @cr:601.2c @card:Distended_Mindbender @card:Grizzly_Bears
  Scenario: Alice can't choose two opponents for the one target of Distended Mindbender's cast trigger
    Given the board "rules/603/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Bob and Carol
    Then the action is refused (CR 603.3d)
    And Alice must choose a target from Bob and Carol

  @cr:603.3d @cr:601.2c @card:Distended_Mindbender @card:Grizzly_Bears
  Scenario: Alice chooses one opponent, and the trigger goes on the stack above the spell
    Given the board "rules/603/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Carol
    Then the stack is, from the top: a triggered ability of "Distended Mindbender", then "Distended Mindbender"
