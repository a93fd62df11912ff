Feature: Emerge from [quality] (CR 702.119b)
  "Emerge from artifact" lets a spell be cast for its emerge cost by sacrificing an artifact, creature or not,
  with the total cost reduced by that artifact's mana value; a creature that isn't an artifact can't be sacrificed.

  @cr:702.119b @cr:601.2f @card:Crabomination @card:Fellwar_Stone
  Scenario: Crabomination cast with emerge from artifact, sacrificing Fellwar Stone, has a total cost of {3}{B}{B}
    Given the board "rules/702/crabomination-fellwar.json"
    When Alice casts "Crabomination" for its emerge cost, sacrificing "stone", stopping once its total cost is determined
    Then the total cost of the spell is {3}{B}{B}
    And "stone" is on the battlefield
    When Alice continues casting the spell
    Then "stone" is in Alice's graveyard
    And Alice paid {3}{B}{B} for the spell
    And the stack is, from the top: "Crabomination" controlled by Alice

  @cr:702.119b @card:Crabomination @card:Grizzly_Bears @card:Fellwar_Stone
  Scenario: Crabomination can't be cast with emerge from artifact by sacrificing Grizzly Bears, a creature but no artifact, but can by sacrificing Fellwar Stone
    Given the board "rules/702/crabomination-fellwar.json"
    When Alice casts "Crabomination" for its emerge cost, sacrificing "bears"
    Then the action is refused (CR 702.119b)
    And "bears" is on the battlefield
    And "Crabomination" is in Alice's hand
    When Alice casts "Crabomination" for its emerge cost, sacrificing "stone"
    Then "stone" is in Alice's graveyard
    And "bears" is on the battlefield
    And the stack is, from the top: "Crabomination" controlled by Alice

  @cr:702.119b @cr:601.2f @card:Crabomination @card:Seat_of_the_Synod
  Scenario: Sacrificing Seat of the Synod, an artifact land of mana value 0, leaves a total cost of {5}{B}{B}
    Given the board "rules/702/crabomination-seat.json"
    When Alice casts "Crabomination" for its emerge cost, sacrificing "seat", stopping once its total cost is determined
    Then the total cost of the spell is {5}{B}{B}
    When Alice continues casting the spell
    Then "seat" is in Alice's graveyard
    And Alice paid {5}{B}{B} for the spell
