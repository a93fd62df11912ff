Feature: A player discards from their own hand and sacrifices only permanents they control (CR 701.8a, 701.17a)
  CR 701.8a: "To discard a card, move it from its owner's hand to that player's graveyard." CR 701.17a: "A player
  can't sacrifice something that isn't a permanent, or something that's a permanent they don't control." Careful
  Study: "Draw two cards, then discard two cards." Contamination: "At the beginning of your upkeep, sacrifice this
  enchantment unless you sacrifice a creature." Another player's cards and creatures are no options.

  @cr:701.8a @cr:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: Alice chooses the two cards to discard from her own hand only, not from Bob's
    Given the board "rules/701/careful-study-bob-holds-bolt.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice must choose cards from "Island" and "Forest"

  @cr:701.17a @cr:503.1a @card:Contamination @card:Grizzly_Bears
  Scenario: Bob's Grizzly Bears is no creature Alice can sacrifice for Contamination: Contamination is sacrificed without a choice
    Given the board "rules/701/contamination-bobs-bears-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    Then "contamination" is in Alice's graveyard
    And "bears" is on the battlefield
    And Alice has priority
