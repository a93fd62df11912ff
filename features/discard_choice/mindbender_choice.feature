@mechanic:discard-choice
Feature: Distended Mindbender's choice of two cards to discard (CR 608.2d, 609.3, 701.8b)
  Rulings:
  "You must choose two appropriate cards if able."
  "If there aren't two appropriate cards to choose, choose whichever you can and that player discards that
  card."
  (Distended Mindbender: "When you cast this spell, target opponent reveals their hand. You choose from it a
  nonland card with mana value 3 or less and a card with mana value 4 or greater. That player discards
  those cards.")

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:701.8b @card:Distended_Mindbender
  @card:Lightning_Bolt @card:Serra_Angel
  Scenario: The opponent reveals their hand and the caster chooses from it
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    Then Alice must choose from cards including "Lightning Bolt" and "Serra Angel"
    And "Distended Mindbender" is on the stack

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:701.8a @cr:701.8b @card:Distended_Mindbender
  @card:Lightning_Bolt @card:Serra_Angel
  Scenario: With two appropriate cards, the caster chooses both and the opponent discards them
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Serra Angel"
    Then Bob's graveyard holds "Lightning Bolt" and "Serra Angel"
    And Bob's hand holds "Island"

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: The caster can't choose only one card when two appropriate cards can be chosen
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt"
    Then the action is refused (CR 608.2d)
    And Bob's hand holds "Lightning Bolt", "Serra Angel" and "Island"
    And Bob's graveyard is empty

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @card:Distended_Mindbender
  Scenario: The caster can't choose nothing when appropriate cards can be chosen
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses nothing
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @card:Distended_Mindbender @card:Island
  Scenario: A land isn't an appropriate card for "a nonland card with mana value 3 or less"
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Island" and "Serra Angel"
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @card:Distended_Mindbender @card:Lightning_Bolt
  @card:Counterspell
  Scenario: Two cards with mana value 3 or less aren't the two appropriate cards
    Given the board "discard_choice/bolt-counterspell-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Counterspell"
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty

  @ruling:discard-choice.fewer-than-two-cards @cr:609.3 @cr:608.2d @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: With no card of mana value 4 or greater, the caster chooses the one appropriate card and it is discarded
    Given the board "discard_choice/bolt-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt"
    Then Bob's graveyard holds "Lightning Bolt"
    And Bob's hand holds "Island"

  @ruling:discard-choice.fewer-than-two-cards @cr:609.3 @cr:608.2d @card:Distended_Mindbender
  Scenario: With only one appropriate card, the caster must still choose it
    Given the board "discard_choice/bolt-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses nothing
    Then the action is refused (CR 608.2d)
    And Bob's hand holds "Lightning Bolt" and "Island"

  @ruling:discard-choice.fewer-than-two-cards @cr:609.3 @card:Distended_Mindbender @card:Serra_Angel
  Scenario: With no nonland card of mana value 3 or less, only the card with mana value 4 or greater is discarded
    Given the board "discard_choice/angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Serra Angel"
    Then Bob's graveyard holds "Serra Angel"
    And Bob's hand holds "Island"

  @ruling:discard-choice.fewer-than-two-cards @cr:609.3 @cr:608.2d @cr:117.3b @card:Distended_Mindbender
  Scenario: With no appropriate card at all, nothing is discarded
    Given the board "discard_choice/lands-only.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    Then Bob's hand holds "Island" and "Forest"
    And Bob's graveyard is empty
    And "Distended Mindbender" is on the stack
    And Alice has priority
