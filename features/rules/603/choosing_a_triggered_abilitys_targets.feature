Feature: A triggered ability's targets are chosen as it is put on the stack, one for each it requires (CR 603.3d)
  "The remainder of the process for putting a triggered ability on the stack is identical to the process for
  casting a spell listed in rules 601.2c–d." And 601.2c: "The player announces their choice of an appropriate
  object or player for each target the spell requires." Distended Mindbender's cast trigger requires
  one target opponent: two players are refused, one is chosen. "If a choice is required when the triggered ability
  goes on the stack but no legal choices can be made for it, ... the ability is simply removed from the stack."
  When the creature Seize the Soul haunts dies, its ability destroys target nonwhite, nonblack creature (702.55c);
  Young Wolf has undying ("When this creature dies, if it had no +1/+1 counters on it, return it to the
  battlefield under its owner's control with a +1/+1 counter on it"). Retreat to Kazandu: "Landfall — Whenever a
  land you control enters, choose one — • Put a +1/+1 counter on target creature. • You gain 2 life."

  @cr:603.3d @cr:601.2c @card:Distended_Mindbender @card:Grizzly_Bears
  Scenario: Alice can't choose two opponents for the one target of Distended Mindbender's cast trigger
    Given the board "rules/603/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Bob and Carol
    Then the action is refused (CR 601.2c or 603.3d)
    And Alice must choose a target from Bob and Carol

  @cr:603.3d @cr:601.2c @card:Distended_Mindbender @card:Grizzly_Bears
  Scenario: Alice chooses one opponent, and the trigger goes on the stack above the spell
    Given the board "rules/603/mindbender-three-players.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Alice chooses Carol
    Then the stack is, from the top: a triggered ability of "Distended Mindbender", then "Distended Mindbender"

  @cr:603.3d @card:Seize_the_Soul @card:Young_Wolf @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Of two abilities that triggered at once, the first put on the stack has no legal target and is removed, and the second still goes on the stack
    Given the board "rules/603/seize-the-soul-young-wolf.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    And Alice chooses "wolf"
    And all players pass priority
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting "wolf"
    And all players pass priority
    And Alice puts her triggered abilities on the stack in this order: "Seize the Soul", then "Young Wolf"
    Then the stack is, from the top: a triggered ability of "Young Wolf"
    When all players pass priority
    Then "Young Wolf" is on the battlefield
    And "Young Wolf" has 1 +1/+1 counter

  @cr:603.3d @cr:601.2c @context:115.1d @card:Retreat_to_Kazandu @card:Llanowar_Elves @card:Grizzly_Bears @card:Forest
  Scenario: Retreat to Kazandu's ability targets a creature: Alice can't choose the Retreat itself, and the choice still waits
    Given the board "rules/603/kazandu-elves-bears.json"
    When Alice plays the land "forest"
    And Alice announces mode 1
    And Alice chooses "kazandu"
    Then the action is refused (CR 601.2c or 603.3d or 115.1d)
    And Alice must choose a target from "Llanowar Elves" and "Grizzly Bears"
