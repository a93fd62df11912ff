Feature: Combat damage is assigned and dealt as turn-based actions that don't use the stack (CR 510.1, 510.2)
  CR 510.1: "First, the active player announces how each attacking creature assigns its combat damage, then the
  defending player announces how each blocking creature assigns its combat damage. This turn-based action doesn't use
  the stack." CR 510.2: "Second, all combat damage that's been assigned is dealt simultaneously. This turn-based
  action doesn't use the stack. No player has the chance to cast spells or activate abilities between the time
  combat damage is assigned and the time it's dealt." (Before 2010, combat damage went on the stack and players
  could respond to it.) So by the time Alice holds priority in the combat damage step, the damage is dealt and the
  stack is empty. The control: in the declare blockers step before it, no damage is dealt yet.

  @cr:510.1 @cr:510.2 @card:Watchwolf
  Scenario: As the combat damage step begins, unblocked Watchwolf's 3 damage is dealt to Bob with nothing on the stack
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17
    And the stack is empty
    And Alice has priority

  @cr:510.1 @cr:510.2 @card:Watchwolf @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: By the time Alice can cast Lightning Bolt in the combat damage step, Watchwolf has already destroyed the blocking Grizzly Bears
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-bears"
    And the game advances to combat_damage
    Then "bob-bears" is in Bob's graveyard
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt"

  @cr:510.1 @card:Watchwolf
  Scenario: Control: in the declare blockers step, before combat damage, Bob is still at 20
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then "wolf" is attacking Bob
    And the combat step is declare_blockers
    And Bob's life total is 20
    And the stack is empty
