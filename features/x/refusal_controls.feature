@mechanic:x
Feature: Refused actions leave the game as it was (CR 730.1): x
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @cr:608.2d @cr:730.1 @card:Distended_Mindbender @card:Endless_One @card:Lightning_Bolt
  Scenario: An {X} card in the opponent's hand can't be chosen as the "card with mana value 4 or greater", and nothing changes
    Given the board "x/zero-mindbender-endless-one-bolt.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Endless One" and "Lightning Bolt"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:x.sacrificed-creature-x-is-zero @cr:107.3g @cr:202.3e @cr:702.119a @cr:730.1 @cr:601.2h @card:Decimator_of_the_Provinces @card:Endless_One
  Scenario: The X a sacrificed creature was cast with doesn't reduce the emerge cost: one mana short, it can't be cast, and nothing changes
    Given the board "x/zero-endless-one-then-decimator-short.json"
    When Alice casts "endless" with X = 3
    And all players pass priority
    And Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "endless"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
