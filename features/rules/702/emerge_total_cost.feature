Feature: Emerge's total cost, locked in before it is paid (CR 702.119a, 601.2f)
  Cast for its emerge cost, a spell's total cost is its emerge cost reduced by the mana value of the creature
  chosen to be sacrificed; cast for its mana cost, no creature is sacrificed and nothing reduces it, and {10} is more
  than Alice's seven mana: unpayable (601.2h; 118.3, "without having the necessary resources", says the same).

  @cr:702.119a @cr:601.2f @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: Decimator of the Provinces cast with emerge, sacrificing Grizzly Bears, has a total cost of {4}{G}{G}{G}
    Given the board "emerge/decimator-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears", stopping once its total cost is determined
    Then the total cost of the spell is {4}{G}{G}{G}
    And "bears" is on the battlefield
    When Alice continues casting the spell
    Then "bears" is in Alice's graveyard
    And Alice paid {4}{G}{G}{G} for the spell

  @cr:702.119a @cr:601.2f @cr:601.2h @context:118.3 @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: Decimator of the Provinces cast for its mana cost has a total cost of {10}, and no creature is sacrificed
    Given the board "emerge/decimator-bears.json"
    When Alice casts "Decimator of the Provinces", stopping once its total cost is determined
    Then the total cost of the spell is {10}
    And "bears" is on the battlefield
    When Alice continues casting the spell
    Then the action is refused (CR 601.2h or 118.3)
    And "Decimator of the Provinces" is in Alice's hand
    And "bears" is on the battlefield
