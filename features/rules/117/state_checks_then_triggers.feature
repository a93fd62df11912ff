Feature: Before a player receives priority, state-based actions are performed, then triggered abilities go on the stack (CR 117.5)
  CR 117.5: "Each time a player would get priority, the game first performs all applicable state-based actions as a
  single event [...], then repeats this process until no state-based actions are performed. Then triggered abilities
  are put on the stack [...]. These steps repeat in order until no further state-based actions are performed and no
  abilities trigger. Then the player who would have received priority does so." Lightning Bolt deals 3 damage; the
  state-based action of 704.5g then destroys a creature with lethal damage, which is what makes its dies ability
  trigger. Young Wolf: "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the
  battlefield under its owner's control with a +1/+1 counter on it.)" Hangarback Walker: "When this creature dies,
  create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature."
  After a spell resolves the active player, Alice, receives priority (117.3b), whoever controls the ability.

  @cr:117.5 @context:704.5g @context:117.3b @card:Lightning_Bolt @card:Young_Wolf
  Scenario: Lightning Bolt resolves and Bob's Young Wolf is destroyed as a state-based action: its undying ability is on the stack when Alice receives priority
    Given the board "rules/117/bolt-young-wolves-hangarback.json"
    When Alice casts "bolt" targeting "wolf", tapping "mountain" for mana
    And all players pass priority
    Then "wolf" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf" controlled by Bob
    And Alice has priority
    When all players pass priority
    Then "Young Wolf" is on the battlefield

  @cr:117.5 @context:704.5g @context:117.3b @card:Lightning_Bolt @card:Hangarback_Walker
  Scenario: Lightning Bolt resolves and Bob's Hangarback Walker with one counter is destroyed: its dies ability is on the stack when Alice receives priority
    Given the board "rules/117/bolt-young-wolves-hangarback.json"
    When Alice casts "bolt" targeting "walker", tapping "mountain" for mana
    And all players pass priority
    Then "walker" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Bob
    And Alice has priority

  @cr:117.5 @context:704.5g @context:702.93a @card:Lightning_Bolt @card:Young_Wolf
  Scenario: Control: Bob's Young Wolf with a +1/+1 counter is destroyed by Lightning Bolt, its undying ability doesn't trigger, and Alice receives priority with an empty stack
    Given the board "rules/117/bolt-young-wolves-hangarback.json"
    When Alice casts "bolt" targeting "countered-wolf", tapping "mountain" for mana
    And all players pass priority
    Then "countered-wolf" is in Bob's graveyard
    And the stack is empty
    And Alice has priority
