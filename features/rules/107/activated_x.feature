Feature: The X of each activation of an ability is its own (CR 107.3a, 107.3k)
  Helix Pinnacle's "{X}: Put X tower counters on Helix Pinnacle": each activation's X is chosen and announced as it
  is activated, and the X in its cost is that value while the ability is on the stack (107.3a); it is independent of
  the X of any other activation of that ability (107.3k). An activation whose cost the pool can't pay is refused
  (601.2h via 602.2b: "Unpayable costs can't be paid"; 118.3); an engine may name any of the three.

  @cr:107.3k @card:Helix_Pinnacle
  Scenario: Helix Pinnacle activated with X = 2, then with X = 3: each puts its own X tower counters, 5 in all
    Given the board "rules/107/helix-pinnacle.json"
    When Alice activates "pinnacle" with X = 2
    And Alice activates "pinnacle" with X = 3
    Then the stack is, from the top: an activated ability of "Helix Pinnacle", then an activated ability of "Helix Pinnacle"
    And Alice's mana pool is empty
    When all players pass priority
    Then "pinnacle" has 3 tower counters
    When all players pass priority
    Then "pinnacle" has 5 tower counters

  @cr:107.3a @card:Helix_Pinnacle
  Scenario: Helix Pinnacle activated with X = 2 costs {2} and puts two tower counters, not three
    Given the board "rules/107/helix-pinnacle.json"
    When Alice activates "pinnacle" with X = 2
    Then Alice's mana pool is {C}{C}{C}
    When all players pass priority
    Then "pinnacle" has 2 tower counters

  @cr:601.2h @cr:118.3 @context:602.2b @card:Helix_Pinnacle
  Scenario: After an activation with X = 3, Helix Pinnacle can't be activated with X = 3 again: only {C}{C} is left
    Given the board "rules/107/helix-pinnacle.json"
    When Alice activates "pinnacle" with X = 3
    And Alice activates "pinnacle" with X = 3
    Then the action is refused (CR 601.2h or 118.3 or 602.2b)
    And the game is as it was before the action
    When Alice activates "pinnacle" with X = 2
    Then Alice's mana pool is empty
