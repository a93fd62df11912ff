@mechanic:discard-choice
Feature: The caster chooses from the revealed hand, and only the caster (CR 608.2d): the controls
  Distended Mindbender: "When you cast this spell, target opponent reveals their hand. You choose from it a
  nonland card with mana value 3 or less and a card with mana value 4 or greater. That player discards those
  cards."
  Ruling: "You must choose two appropriate cards if able."
  The choice is made by the player the ability names ("you", 608.2d) among the cards revealed: a card from
  elsewhere isn't an appropriate card, and the opponent can't make the choice.

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @card:Distended_Mindbender @card:Grizzly_Bears
  @card:Serra_Angel
  Scenario: A card that isn't in the revealed hand can't be chosen, even one that would fit
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "bears" and "Serra Angel"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @ruling:discard-choice.must-choose-if-able @cr:608.2d @cr:730.1 @cr:117.1 @card:Distended_Mindbender @card:Lightning_Bolt
  @card:Serra_Angel
  Scenario: The opponent can't make the caster's choice
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Bob chooses "Lightning Bolt" and "Serra Angel"
    Then the action is refused (CR 608.2d or 117.1)
    And the game is as it was before the action
