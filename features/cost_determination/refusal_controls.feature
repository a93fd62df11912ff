@mechanic:cost-determination
Feature: Refused actions leave the game as it was (CR 730.1): cost determination
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:cost-determination.generic-reduction-only @cr:118.7a @cr:601.2f @cr:730.1 @cr:601.2h @card:Emry,_Lurker_of_the_Loch @card:Memnite @card:Ornithopter @card:Shimmer_Myr @card:Sol_Ring
  Scenario: Reductions beyond the generic part don't pay Emry's blue mana, and nothing changes
    Given the board "cost_determination/emry-four-artifacts.json"
    When Alice casts "emry" tapping "sol-ring" for mana
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
