@mechanic:x
Feature: Refused actions leave the game as it was (CR 730.1): x
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment: Decimator's refused emerge
  cast has sacrificed Endless One when its mana can't be paid, so it decides 730.1. The Mindbender refusal has nothing
  to undo (the choice is checked as it is made), so it decides 608.2d alone; Endless One in a hand has mana value 0
  (107.3g), but 1, if {X} were counted as a symbol, isn't "4 or greater" either, so it doesn't decide 107.3g.
  Endless One is paid for with {C}{C}{C}, named (601.2h): paid with {G}{G}{G}, Decimator would be refused for want of
  green mana, whatever the emerge reduction.

  @ruling:x.card-in-hand-x-is-zero @cr:608.2d @card:Distended_Mindbender @card:Endless_One @card:Lightning_Bolt
  Scenario: An {X} card in the opponent's hand can't be chosen as the "card with mana value 4 or greater", and nothing changes
    Given the board "x/zero-mindbender-endless-one-bolt.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Endless One" and "Lightning Bolt"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:x.sacrificed-creature-x-is-zero @cr:107.3g @cr:202.3e @cr:702.119a @cr:730.1 @cr:601.2h @context:118.3 @card:Decimator_of_the_Provinces @card:Endless_One
  Scenario: The X a sacrificed creature was cast with doesn't reduce the emerge cost: one mana short, it can't be cast, and nothing changes
    Given the board "x/zero-endless-one-then-decimator-short.json"
    When Alice casts "endless" with X = 3, paying with {C}{C}{C}
    And all players pass priority
    And Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "endless"
    Then the action is refused (CR 601.2h or 118.3)
    And the game is as it was before the action
