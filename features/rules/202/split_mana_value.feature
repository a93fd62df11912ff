Feature: A split card not on the stack has the combined mana costs of its halves (CR 202.3d)
  Fire // Ice ({1}{R} // {1}{U}) in a hand or a graveyard has mana value 4, not 2. Distended Mindbender's choice,
  "a nonland card with mana value 3 or less and a card with mana value 4 or greater", sees that mana value.
  An {X} in a half's cost counts as 0 there (CR 202.3e): Expansion // Explosion ({U/R}{U/R} // {X}{U}{U}{R}{R})
  has mana value 6, each hybrid {U/R} counting 1, its largest component (CR 202.3f), not 2.

  @cr:202.3d @card:Fire_//_Ice @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: Fire // Ice, mana value 4, is the card with mana value 4 or greater that Alice chooses with Lightning Bolt
    Given the board "rules/202/mindbender-fire-ice-bolt.json"
    When Alice casts "mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "fire-ice" and "bolt"
    Then Bob's graveyard holds "Fire // Ice" and "Lightning Bolt"
    And Bob's hand holds "Island"
    And the mana value of "fire-ice" is 4

  @cr:202.3d @cr:608.2d @card:Fire_//_Ice @card:Distended_Mindbender @card:Serra_Angel
  Scenario: Fire // Ice and Serra Angel both have mana value 4 or greater: Alice can't choose them together
    Given the board "rules/202/mindbender-fire-ice-angel.json"
    When Alice casts "mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "fire-ice" and "angel"
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty
    When Alice chooses "fire-ice"
    Then Bob's graveyard holds "Fire // Ice"
    And Bob's hand holds "Serra Angel" and "Island"

  @cr:202.3d @cr:202.3e @cr:202.3f @card:Expansion_//_Explosion @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: Expansion // Explosion discarded has mana value 6: the X of Explosion's cost is 0 off the stack, each {U/R} is 1
    Given the board "rules/202/mindbender-expansion-explosion-bolt.json"
    When Alice casts "mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "expansion-explosion" and "bolt"
    Then Bob's graveyard holds "Expansion // Explosion" and "Lightning Bolt"
    And the mana value of "expansion-explosion" is 6
