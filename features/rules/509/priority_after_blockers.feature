Feature: Once blockers are declared, the active player gets priority (CR 509.2)
  CR 509.2: "Second, the active player gets priority. (See rule 117, 'Timing and Priority.')" Bob, the defending
  player, declares blockers, but Alice, the active player, is the one who receives priority then; Bob receives it
  when she passes. The control: Bob acts after Alice passes.

  @cr:509.2 @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Bob blocks Grizzly Bears with Llanowar Elves: Alice, not Bob, has priority
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then Alice has priority
    And "elves" is blocking "bears"

  @cr:509.2 @card:Grizzly_Bears
  Scenario: Bob declares no blockers: Alice has priority and casts Lightning Bolt at Bob in the declare blockers step
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then Alice has priority
    When Alice casts "alice-bolt" targeting Bob, tapping "alice-mountain" for mana
    And all players pass priority
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the declare_blockers step

  @cr:509.2 @context:506.4 @card:Lightning_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: after Alice passes, Bob has priority and casts Lightning Bolt at Grizzly Bears
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    And Alice passes priority
    Then Bob has priority
    When Bob casts "bob-bolt" targeting "bears", tapping "bob-mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And "elves" is not blocking
