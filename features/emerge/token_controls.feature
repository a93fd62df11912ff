@mechanic:emerge
Feature: A token with a mana cost reduces an emerge cost (CR 111.3, 202.3, 702.119a): the controls
  Ruling: "You may sacrifice a creature with a mana value of 0, such as a token creature that's not a copy of
  another permanent, to cast a spell for its emerge cost. You'll just pay the full emerge cost with no reduction."
  A token's mana value is 0 because it usually has no mana cost; a token whose creating effect gave it a mana
  cost has that cost's mana value (111.3, 202.3), and sacrificing it reduces the emerge cost by that much.

  @ruling:emerge.zero-mana-value-sacrifice @cr:111.3 @cr:202.3 @card:Decimator_of_the_Provinces
  Scenario: A token given a mana cost has the characteristics its creating effect defined
    Given the board "emerge/decimator-token-with-mana-cost.json"
    Then the mana value of "beast" is 3
    And "beast" is 3/3
    And "beast" has trample
    And "beast" does not have flying

  @ruling:emerge.zero-mana-value-sacrifice @cr:702.119a @cr:202.3 @cr:111.3 @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a token with mana value 3 reduces the emerge cost by 3
    Given the board "emerge/decimator-token-with-mana-cost.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "beast"
    Then "Decimator of the Provinces" is on the stack
    And Alice paid {3}{G}{G}{G} for the spell
    And Alice's battlefield is empty
    And Alice's mana pool is empty
