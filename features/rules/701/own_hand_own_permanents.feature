Feature: A player discards from their own hand and sacrifices only permanents they control (CR 701.8a, 701.17a)
  CR 701.8a: "To discard a card, move it from its owner's hand to that player's graveyard." CR 701.17a: "A player
  can't sacrifice something that isn't a permanent, or something that's a permanent they don't control." Careful
  Study: "Draw two cards, then discard two cards." CR 701.8b: "By default, effects that cause a player to discard a
  card allow the affected player to choose which card to discard." Contamination: "At the beginning of your upkeep,
  sacrifice this enchantment unless you sacrifice a creature." Another player's cards and creatures are no options.

  @cr:701.8a @cr:701.8b @context:608.2d @card:Careful_Study @card:Lightning_Bolt @card:Plains
  Scenario: Alice chooses the two cards to discard among the three of her own hand only, not from Bob's, and they go to her graveyard
    Given the board "rules/701/careful-study-bob-holds-bolt.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice must choose cards from "Plains", "Island" and "Forest"
    When Alice chooses "plains" and "island"
    Then Alice's graveyard holds "Plains", "Island" and "Careful Study"
    And Alice's hand holds "Forest"
    And Bob's hand holds "Lightning Bolt"

  @cr:701.17a @cr:503.1a @card:Contamination @card:Grizzly_Bears
  Scenario: Bob's Grizzly Bears is no creature Alice can sacrifice for Contamination: Contamination is sacrificed without a choice
    Given the board "rules/701/contamination-bobs-bears-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    Then "contamination" is in Alice's graveyard
    And "bears" is on the battlefield
    And Alice has priority
