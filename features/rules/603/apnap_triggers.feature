Feature: Triggered abilities of several players that triggered at once go on the stack in APNAP order (CR 603.3b, 101.4)
  CR 603.3b: "If multiple abilities have triggered since the last time a player received priority, the abilities
  are placed on the stack in a two-part process. First, each player, in APNAP order, puts each triggered ability
  they control with a trigger condition that isn't another ability triggering on the stack in any order they
  choose. (See rule 101.4.)" The active player's go on the stack first, so the last nonactive player's resolve
  first (101.4). Forked Bolt deals 1 damage to each of two 1/1 Hangarback Walkers ("When this creature dies,
  create a 1/1 colorless Thopter ..."); Freyalise's Winds reads "Whenever a permanent becomes tapped, put a wind
  counter on it."

  @cr:603.3b @cr:101.4 @card:Hangarback_Walker @card:Forked_Bolt @card:Mountain
  Scenario: Two players' dies triggers: the active player's goes on the stack first, the other player's on top
    Given the board "rules/603/hangarbacks-two-players-forked-bolt.json"
    When Alice casts "fork" targeting "alice-walker" and "bob-walker", dividing 1 and 1, tapping "mountain" for mana
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Bob, then a triggered ability of "Hangarback Walker" controlled by Alice
    And Alice has priority

  @cr:603.3b @cr:101.4 @card:Freyalise's_Winds @card:Forest
  Scenario: In Bob's turn of a three-player game, APNAP order starts with Bob and goes on in turn order: Alice's goes on top
    Given the board "rules/603/winds-three-players-bob-active.json"
    When Bob taps "forest" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds" controlled by Alice, then a triggered ability of "Freyalise's Winds" controlled by Carol, then a triggered ability of "Freyalise's Winds" controlled by Bob
    When all players pass priority 3 times
    Then "forest" has 3 wind counters
