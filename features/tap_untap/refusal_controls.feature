@mechanic:tap-untap-symbols
Feature: Refused actions leave the game as it was (CR 730.1): tap untap
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment. None of these refusals has
  anything done before it (no cost is paid before the permanent's state or its controller's turn is checked), so
  they don't decide 730.1 (rules/118/illegal_payment_reversed.feature does). Summoning sickness is refused under
  302.6 or 602.5a, which say the same; an already tapped permanent under 107.5 or 118.3, an already untapped one
  under 107.6 or 118.3 ("A player can't pay a cost without having the necessary resources to pay it fully").

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:118.3 @card:Sol_Ring
  Scenario: An already tapped permanent can't be tapped again to pay {T}, and nothing changes
    Given the board "tap_untap/sol-ring-tapped.json"
    When Alice activates "sol-ring"
    Then the action is refused (CR 107.5 or 118.3)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:302.6 @cr:602.5a @cr:605.3 @card:Llanowar_Elves
  Scenario: A creature that came under its controller's control this turn can't pay {T}, and nothing changes
    Given the board "tap_untap/elves-new.json"
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Prodigal_Pyromancer
  Scenario: The summoning sickness rule applies to {T} abilities that aren't mana abilities too, and nothing changes
    Given the board "tap_untap/pyromancer-new.json"
    When Alice activates "pyromancer" targeting Bob
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Fervor @card:Llanowar_Elves
  Scenario: An opponent's haste-granting permanent doesn't help the creature pay {T}, and nothing changes
    Given the board "tap_untap/elves-fervor-opponent.json"
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.untap @cr:107.6 @context:118.3 @card:Order_of_Whiteclay
  Scenario: An already untapped permanent can't be untapped again to pay {Q}, and nothing changes
    Given the board "tap_untap/whiteclay-untapped.json"
    When Alice activates "order" targeting "bears"
    Then the action is refused (CR 107.6 or 118.3)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:302.6 @cr:602.5a @card:Order_of_Whiteclay
  Scenario: A creature that came under its controller's control this turn can't pay {Q}, and nothing changes
    Given the board "tap_untap/whiteclay-tapped-new.json"
    When Alice activates "order" targeting "bears"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action
