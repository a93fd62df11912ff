@mechanic:mana-value
Feature: Mana value comes from the printed mana cost only (CR 202.3, 118.8d, 118.9c)
  Rulings:
  "A creature's mana value is determined solely by the mana symbols printed in its upper right corner
  (unless that creature is the back face of a double-faced card, is a melded permanent, or is copying
  something else; see below). If the mana cost includes {X}, X is 0. If it's a single-faced card with no mana
  symbols in its upper right corner (because it's an animated land, for example), its mana value is 0.
  Ignore any alternative costs or additional costs (such as kicker) that were paid as the creature was cast."
  "The mana value of a creature spell with emerge isn't affected by whether its emerge cost is paid. For
  example, if you cast Decimator of the Provinces for its emerge cost and sacrifice a creature whose mana
  value is 3, Decimator of the Provinces's mana value remains 10."

  @ruling:mana-value.printed-mana-cost-only @cr:202.3 @card:Shivan_Dragon
  Scenario: A creature's mana value is the total of the mana symbols printed in its mana cost, regardless of colour
    Given the board "mana_value/shivan-dragon.json"
    Then the mana value of "dragon" is 6

  @ruling:mana-value.printed-mana-cost-only @cr:202.3e @cr:107.3m @card:Endless_One
  Scenario: On the battlefield, the X in a creature's mana cost is 0, whatever X was when it was cast
    Given the board "mana_value/endless-one-in-hand.json"
    When Alice casts "endless" with X = 3
    And all players pass priority
    Then "endless" is on the battlefield
    And "endless" has 3 +1/+1 counters
    And the mana value of "endless" is 0

  @ruling:mana-value.printed-mana-cost-only @cr:202.3a @cr:611.2 @card:Mutavault
  Scenario: A land animated into a creature has no mana symbols, so its mana value is 0
    Given the board "mana_value/mutavault.json"
    When Alice activates ability 2 of "mutavault"
    And all players pass priority
    Then "mutavault" is 2/2
    And the mana value of "mutavault" is 0

  @ruling:mana-value.printed-mana-cost-only @cr:202.3a @cr:702.119a @card:Mutavault
  @card:Decimator_of_the_Provinces
  Scenario: Sacrificing an animated land for emerge gives no reduction: its mana value is 0
    Given the board "mana_value/mutavault-decimator.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "mutavault"
    Then "mutavault" is in Alice's graveyard
    And Alice paid {6}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:mana-value.printed-mana-cost-only @cr:202.3a @card:Dryad_Arbor
  Scenario: A land creature with no mana symbols has mana value 0
    Given the board "mana_value/dryad-arbor.json"
    Then the mana value of "arbor" is 0

  @ruling:mana-value.printed-mana-cost-only @cr:118.8d @cr:202.3 @card:Kavu_Titan
  Scenario: A kicked spell's mana value ignores the kicker cost paid
    Given the board "mana_value/kavu-titan.json"
    When Alice casts "titan" kicked
    Then Alice paid {3}{G}{G} for the spell
    And the mana value of "titan" is 2

  @ruling:mana-value.printed-mana-cost-only @cr:118.8d @cr:202.3 @card:Kavu_Titan
  Scenario: A creature that was kicked keeps the mana value of its printed cost on the battlefield
    Given the board "mana_value/kavu-titan.json"
    When Alice casts "titan" kicked
    And all players pass priority
    Then "titan" has 3 +1/+1 counters
    And "titan" has trample
    And the mana value of "titan" is 2

  @ruling:mana-value.emerge-cost-does-not-change @cr:118.9c @cr:202.3 @cr:702.119a
  @card:Decimator_of_the_Provinces @card:Shimmer_Myr
  Scenario: Cast for its emerge cost sacrificing a mana value 3 creature, Decimator's mana value on the stack is 10
    Given the board "mana_value/decimator-shimmer-myr.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "myr"
    Then Alice paid {3}{G}{G}{G} for the spell
    And the mana value of "Decimator of the Provinces" is 10

  @ruling:mana-value.emerge-cost-does-not-change @cr:118.9c @cr:202.3 @card:Decimator_of_the_Provinces
  @card:Shimmer_Myr
  Scenario: The Decimator that was cast for its emerge cost has mana value 10 on the battlefield
    Given the board "mana_value/decimator-shimmer-myr.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "myr"
    And all players pass priority 2 times
    Then "Decimator of the Provinces" is on the battlefield
    And the mana value of "Decimator of the Provinces" is 10
