Feature: The mode of a modal triggered ability is announced as it goes on the stack, and an illegal mode can't be chosen (CR 603.3c)
  CR 603.3c: "If a triggered ability is modal, its controller announces the mode choice when putting the ability
  on the stack. If one of the modes would be illegal (due to an inability to choose legal targets, for example),
  that mode can't be chosen." CR 700.2: a modal ability has "two or more options in a bulleted list ... Each of
  those options is a mode." Knight of Autumn's enters trigger has three modes, in printed order: two +1/+1
  counters on it (1), destroy target artifact or enchantment (2), gain 4 life (3). Retreat to Kazandu reads
  "Landfall — Whenever a land you control enters, choose one — • Put a +1/+1 counter on target creature. • You gain
  2 life." Illusion Spinners has hexproof while untapped: "This permanent can't be the target of spells or
  abilities your opponents control" (702.11b). A triggered ability with one legal target has it chosen without asking
  (docs/adapters.md, choose_targets); with a single legal mode an engine may announce it at once or ask for it, so
  no scenario here depends on which.

  @cr:603.3c @card:Knight_of_Autumn @card:Ashnod's_Altar
  Scenario: With an artifact on the battlefield, Alice announces the mode that destroys it, and it is destroyed
    Given the board "rules/603/knight-of-autumn-bobs-altar.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    Then Alice must announce a mode from modes 1, 2 and 3
    When Alice announces mode 2
    And all players pass priority
    Then "altar" is in Bob's graveyard

  @cr:603.3c @card:Knight_of_Autumn
  Scenario: With no artifact or enchantment to target, the mode that destroys one isn't offered to Alice
    Given the board "rules/603/knight-of-autumn-alone.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    Then Alice must announce a mode from modes 1 and 3

  @cr:603.3c @card:Knight_of_Autumn
  Scenario: With no artifact or enchantment to target, Alice can't announce the mode that destroys one, and gains 4 life with another
    Given the board "rules/603/knight-of-autumn-alone.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    And Alice announces mode 2
    Then the action is refused (CR 603.3c)
    When Alice announces mode 3
    And all players pass priority
    Then Alice's life total is 24
    And "knight" has 0 +1/+1 counters

  @cr:603.3c @card:Knight_of_Autumn
  Scenario: The mode of Knight of Autumn's ability is announced: answering its choice with a card is refused, and the choice still waits
    Given the board "rules/603/knight-of-autumn-alone.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    And Alice chooses "knight"
    Then the action is refused (CR 603.3c)
    And Alice must announce a mode from modes 1 and 3

  @cr:603.3c @cr:700.2 @card:Knight_of_Autumn
  Scenario: The mode Alice announces is the one that resolves: two +1/+1 counters on Knight of Autumn, and no life gained
    Given the board "rules/603/knight-of-autumn-alone.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority
    Then "knight" has 2 +1/+1 counters
    And Alice's life total is 20

  @cr:702.11b @cr:603.3d @cr:603.3c @card:Retreat_to_Kazandu @card:Illusion_Spinners @card:Llanowar_Elves @card:Forest
  Scenario: Bob's hexproof Illusion Spinners can't be the target of Alice's ability: the +1/+1 counter of mode 1 goes on her Llanowar Elves, its one legal target
    Given the board "rules/603/kazandu-bobs-spinners-alices-elves.json"
    When Alice plays the land "forest"
    Then Alice must announce a mode from modes 1 and 2
    When Alice announces mode 1
    Then the stack is, from the top: a triggered ability of "Retreat to Kazandu"
    When all players pass priority
    Then "elves" has 1 +1/+1 counter
    And "spinners" has 0 +1/+1 counters
    And Alice's life total is 20

  @cr:603.3c @cr:702.11b @card:Retreat_to_Kazandu @card:Illusion_Spinners @card:Forest
  Scenario: Alice's own hexproof Illusion Spinners can be her ability's target, so she announces the mode that puts a +1/+1 counter on it
    Given the board "rules/603/kazandu-alices-spinners.json"
    When Alice plays the land "forest"
    Then Alice must announce a mode from modes 1 and 2
    When Alice announces mode 1
    And all players pass priority
    Then "spinners" has 1 +1/+1 counter
    And Alice's life total is 20

  @cr:603.3c @cr:603.3d @card:Retreat_to_Kazandu @card:Llanowar_Elves @card:Grizzly_Bears @card:Forest
  Scenario: Of two Retreat to Kazandu abilities that triggered at once, the first gets its mode and target before the second's mode is announced
    Given the board "rules/603/two-kazandus-elves-bears.json"
    When Alice plays the land "forest"
    And Alice puts her triggered abilities on the stack in this order: "kazandu1", then "kazandu2"
    Then Alice must announce a mode from modes 1 and 2
    When Alice announces mode 1
    Then Alice must choose a target from "Llanowar Elves" and "Grizzly Bears"
    When Alice chooses "bears"
    Then Alice must announce a mode from modes 1 and 2
    When Alice announces mode 2
    Then the stack is, from the top: a triggered ability of "Retreat to Kazandu", then a triggered ability of "Retreat to Kazandu"
    When all players pass priority 2 times
    Then "bears" has 1 +1/+1 counter
    And "elves" has 0 +1/+1 counters
    And Alice's life total is 22

  @cr:603.3c @card:Knight_of_Autumn
  Scenario: Alice can't answer the choice of mode of Knight of Autumn's trigger with a yes or a no: she announces a mode, and gains 4 life with mode 3
    Given the board "rules/603/knight-of-autumn-alone.json"
    When Alice casts "Knight of Autumn"
    And all players pass priority
    And Alice accepts
    Then the action is refused (CR 603.3c)
    And Alice must announce a mode from modes 1 and 3
    When Alice announces mode 3
    And all players pass priority
    Then Alice's life total is 24
