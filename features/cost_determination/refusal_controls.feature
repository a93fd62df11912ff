@mechanic:cost-determination
Feature: Refused actions leave the game as it was (CR 730.1): cost determination
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment. A mana ability activated
  while casting is the exception: its player may reverse it or not (730.1), so its mana and tapped state go
  unchecked.

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:730.1 @cr:601.2h @card:Emry,_Lurker_of_the_Loch @card:Memnite @card:Ornithopter @card:Shimmer_Myr @card:Sol_Ring
  Scenario: Reductions beyond the generic part don't pay Emry's blue mana, and the cast is undone
    Given the board "cost_determination/emry-four-artifacts.json"
    When Alice casts "emry" tapping "sol-ring" for mana
    Then the action is refused (CR 601.2h)
    And "emry" is in Alice's hand
    And the stack is empty
    And Alice has spent 0 mana on spells this turn
    And Alice has priority
