@mechanic:discard-choice
Feature: Refused actions leave the game as it was (CR 730.1): discard choice
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: The caster can't choose only one card when two appropriate cards can be chosen, and nothing changes
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @card:Distended_Mindbender
  Scenario: The caster can't choose nothing when appropriate cards can be chosen, and nothing changes
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses nothing
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @card:Distended_Mindbender @card:Island
  Scenario: A land isn't an appropriate card for "a nonland card with mana value 3 or less", and nothing changes
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Island" and "Serra Angel"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @card:Counterspell @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: Two cards with mana value 3 or less aren't the two appropriate cards, and nothing changes
    Given the board "discard_choice/bolt-counterspell-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Counterspell"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:discard-choice.fewer-than-two-cards @cr:608.2d @cr:609.3 @cr:730.1 @card:Distended_Mindbender
  Scenario: With only one appropriate card, the caster must still choose it, and nothing changes
    Given the board "discard_choice/bolt-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses nothing
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action
