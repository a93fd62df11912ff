Feature: Flash (CR 702.8a)
  A card with flash may be cast any time its owner could cast an instant: in an opponent's turn, with priority.
  A creature card without flash can't be.

  @cr:702.8a @card:Shimmer_Myr
  Scenario: In Bob's main phase, Alice holding priority casts Shimmer Myr, which has flash
    Given the board "rules/702/shimmer-myr-bobs-turn.json"
    When Bob passes priority
    And Alice casts "myr"
    Then the stack is, from the top: "Shimmer Myr" controlled by Alice
    And Alice paid {3} for the spell

  @cr:702.8a @cr:117.1a @context:302.1 @card:Grizzly_Bears @card:Shimmer_Myr
  Scenario: In Bob's main phase, Alice can't cast Grizzly Bears, which has no flash, and nothing changes
    Given the board "rules/702/shimmer-myr-bobs-turn.json"
    When Bob passes priority
    And Alice casts "bears"
    Then the action is refused (CR 117.1a or 302.1)
    And the game is as it was before the action
    And "bears" is in Alice's hand
