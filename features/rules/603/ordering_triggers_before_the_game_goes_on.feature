Feature: Abilities that triggered are put on the stack before the game goes on (CR 603.3b)
  "If multiple abilities have triggered since the last time a player received priority, the abilities are
  placed on the stack in a two-part process. [...] each player, in APNAP order, puts each triggered ability
  they control [...] on the stack in any order they choose." Two 0/0 Hangarback Walkers die as the game
  advances, and both dies triggers wait for Alice to order them: the game can't advance past that choice, and
  once she has ordered them, they are on the stack.

  @cr:603.3b @cr:117.1 @card:Hangarback_Walker
  Scenario: The game can't advance while Alice orders the dies triggers of two Hangarback Walkers
    Given the board "rules/603/two-hangarbacks-without-counters.json"
    When the game advances to the next turn
    Then Alice must order her triggered abilities from "Hangarback Walker" and "Hangarback Walker"
    When the game advances to the next turn
    Then the action is refused (CR 117.1)
    And Alice must order her triggered abilities from "Hangarback Walker" and "Hangarback Walker"

  @cr:603.3b @card:Hangarback_Walker
  Scenario: Once Alice has ordered the two dies triggers, they are on the stack
    Given the board "rules/603/two-hangarbacks-without-counters.json"
    When the game advances to the next turn
    And Alice puts her triggered abilities on the stack in this order: "walker-1", then "walker-2"
    Then the stack is, from the top: a triggered ability of "Hangarback Walker", then a triggered ability of "Hangarback Walker"
    And Alice has priority
