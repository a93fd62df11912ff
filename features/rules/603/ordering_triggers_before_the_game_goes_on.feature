Feature: Abilities that triggered are put on the stack before the game goes on (CR 603.3b)
  "If multiple abilities have triggered since the last time a player received priority, the abilities are
  placed on the stack in a two-part process. [...] each player, in APNAP order, puts each triggered ability
  they control [...] on the stack in any order they choose. [...] Then the appropriate player gets priority."
  Alice's Forked Bolt deals 1 damage to each of her two Hangarback Walkers, a 1/1 and a 2/2 already dealt 1 damage
  this turn, so that their dies triggers differ (one Thopter, two); they die as Alice would receive
  priority after it resolves (117.3b, 117.5), and both dies triggers wait for her to order them. Nobody holds
  priority until they are on the stack (117.5), so the game can't go on past that choice; once they are, Alice,
  the player who would have received priority, gets it, still in her main phase.

  @cr:603.3b @context:117.5 @context:117.1 @card:Hangarback_Walker @card:Forked_Bolt @card:Mountain
  Scenario: The game can't advance while Alice orders the dies triggers of two Hangarback Walkers
    Given the board "rules/603/two-hangarbacks-forked-bolt.json"
    When Alice casts "fork" targeting "walker-1" and "walker-2", dividing 1 and 1, tapping "mountain" for mana
    And all players pass priority
    Then Alice must order her triggered abilities from "Hangarback Walker" and "Hangarback Walker"
    When the game advances to the next turn
    Then the action is refused (CR 603.3b or 117.5 or 117.1)
    And Alice must order her triggered abilities from "Hangarback Walker" and "Hangarback Walker"

  @cr:603.3b @card:Hangarback_Walker @card:Forked_Bolt @card:Mountain
  Scenario: Once Alice has ordered the two dies triggers, they are on the stack and she has priority in her main phase
    Given the board "rules/603/two-hangarbacks-forked-bolt.json"
    When Alice casts "fork" targeting "walker-1" and "walker-2", dividing 1 and 1, tapping "mountain" for mana
    And all players pass priority
    And Alice puts her triggered abilities on the stack in this order: "walker-1", then "walker-2"
    Then the stack is, from the top: a triggered ability of "Hangarback Walker", then a triggered ability of "Hangarback Walker"
    And Alice has priority
    And it is turn 3 of Alice, in the precombat_main step
    And "walker-1" is in Alice's graveyard
    And "walker-2" is in Alice's graveyard
