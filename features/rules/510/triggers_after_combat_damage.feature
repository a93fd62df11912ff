Feature: Abilities that trigger as combat damage is dealt go on the stack before the active player gets priority (CR 510.3a)
  CR 510.3a: "Any abilities that triggered on damage being dealt or while state-based actions are performed
  afterward are put onto the stack before the active player gets priority". A creature destroyed by combat damage
  dies as state-based actions are performed (704.5g); its "when this creature dies" ability is on the stack by the
  time Alice holds priority in the combat damage step. Young Wolf has undying; Hangarback Walker reads "When this
  creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on it."
  The control: with nothing dying, the stack is empty.

  @cr:510.3a @card:Young_Wolf @card:Grizzly_Bears
  Scenario: Young Wolf dies to the blocking Grizzly Bears' damage: its undying ability is on the stack as Alice gets priority
    Given the board "rules/510/dies-triggers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-bears"
    And the game advances to combat_damage
    Then "wolf" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf"
    And Alice has priority

  @cr:510.3a @card:Hangarback_Walker @card:Walking_Corpse
  Scenario: Hangarback Walker and the blocking Walking Corpse destroy each other: its dies ability is on the stack as Alice gets priority
    Given the board "rules/510/dies-triggers.json"
    When Alice attacks Bob with "walker"
    And the game advances to declare_blockers
    And Bob blocks "walker" with "corpse"
    And the game advances to combat_damage
    Then "walker" is in Alice's graveyard
    And "corpse" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    And Alice has priority

  @cr:510.3a @card:Young_Wolf
  Scenario: Control: unblocked Young Wolf deals Bob 1 damage, nothing dies, and the stack is empty as Alice gets priority
    Given the board "rules/510/dies-triggers.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 19
    And the stack is empty
    And Alice has priority
