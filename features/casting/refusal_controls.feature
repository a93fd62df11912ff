@mechanic:casting
Feature: Refused actions leave the game as it was (CR 730.1): casting
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:casting.no-actions-until-paid @cr:117.1 @cr:117.1a @cr:601.2 @cr:730.1 @card:Emry,_Lurker_of_the_Loch @card:Shatter
  Scenario: Bob can't destroy an artifact before Emry has been cast and paid for, and nothing changes
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana, stopping once its total cost is determined
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    And the game is as it was before the action
