@mechanic:emerge
Feature: Emerge: an alternative cost reduced by the sacrificed creature's mana value (CR 702.119a, 118.7a)
  Rulings:
  "Emerge represents two static abilities that function while the spell with emerge is on the stack.
  “Emerge [cost]” means “You may cast this spell by paying [cost] and sacrificing a creature rather than
  paying its mana cost” and “If you chose to pay this spell's emerge cost, its total cost is reduced by an
  amount of generic mana equal to the sacrificed creature's mana value.”"
  "Colored mana components of emerge costs can't be reduced with emerge."
  "You may sacrifice a creature with mana value greater than or equal to the emerge cost. If you do,
  you'll pay only the colored mana component of the emerge cost."
  "You may sacrifice a creature with a mana value of 0, such as a token creature that's not a copy of
  another permanent, to cast a spell for its emerge cost. You'll just pay the full emerge cost with no
  reduction."

  @ruling:emerge.definition @cr:702.119a @cr:601.2h @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: Casting for the emerge cost sacrifices a creature and pays the emerge cost reduced by its mana value
    Given the board "emerge/decimator-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then "Decimator of the Provinces" is on the stack
    And "bears" is in Alice's graveyard
    And Alice paid {4}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.definition @cr:702.119a @cr:601.2h @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: The reduction is exactly the sacrificed creature's mana value: one mana short, the spell can't be cast
    Given the board "emerge/decimator-bears-short.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then the action is refused (CR 601.2h)
    And "bears" is on the battlefield
    And "Decimator of the Provinces" is in Alice's hand
    And Alice's mana pool is {C}{C}{C}{G}{G}{G}

  @ruling:emerge.definition @cr:702.119a @context:702.119c @cr:601.2b @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: The emerge cost can't be paid without sacrificing a creature
    Given the board "emerge/decimator-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost
    Then the action is refused (CR 702.119a or 702.119c or 601.2b)
    And "Decimator of the Provinces" is in Alice's hand
    And "bears" is on the battlefield
    And Alice's mana pool is {C}{C}{C}{C}{G}{G}{G}

  @ruling:emerge.definition @cr:702.119a @context:601.2h @card:Decimator_of_the_Provinces @card:Sol_Ring
  Scenario: A noncreature permanent can't be sacrificed for emerge
    Given the board "emerge/decimator-sol-ring.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "ring"
    Then the action is refused (CR 702.119a or 601.2h)
    And "ring" is on the battlefield
    And "Decimator of the Provinces" is in Alice's hand

  @ruling:emerge.colored-not-reduced @cr:702.119a @cr:118.7a @cr:601.2h @card:Distended_Mindbender @card:Shivan_Dragon
  Scenario: Mana value beyond the generic part doesn't reduce the coloured part of the emerge cost
    Given the board "emerge/mindbender-shivan-one-black.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "dragon"
    Then the action is refused (CR 601.2h)
    And "dragon" is on the battlefield
    And "Distended Mindbender" is in Alice's hand
    And Alice's mana pool is {B}

  @ruling:emerge.colored-not-reduced @cr:702.119a @cr:118.7a @card:Distended_Mindbender @card:Shivan_Dragon
  Scenario: The coloured part of the emerge cost is paid in full when the generic part is reduced away
    Given the board "emerge/mindbender-shivan.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "dragon"
    Then "Distended Mindbender" is on the stack
    And "dragon" is in Alice's graveyard
    And Alice paid {B}{B} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.large-sacrifice-pays-colored-only @cr:702.119a @cr:118.7a @cr:601.2f
  @card:Distended_Mindbender @card:Bruna,_the_Fading_Light
  Scenario: Sacrificing a creature whose mana value equals the emerge cost's leaves only the coloured mana to pay
    Given the board "emerge/mindbender-bruna.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bruna"
    Then "Distended Mindbender" is on the stack
    And "bruna" is in Alice's graveyard
    And Alice paid {B}{B} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.large-sacrifice-pays-colored-only @cr:702.119a @cr:118.7a @cr:601.2f @cr:202.3c
  @card:Decimator_of_the_Provinces @card:Bruna,_the_Fading_Light @card:Gisela,_the_Broken_Blade
  Scenario: Sacrificing a creature whose mana value exceeds the emerge cost's leaves only the coloured mana to pay
    Given the board "emerge/decimator-brisela.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "brisela"
    Then "Decimator of the Provinces" is on the stack
    And Alice's graveyard holds "Bruna, the Fading Light // Brisela, Voice of Nightmares" and "Gisela, the Broken Blade // Brisela, Voice of Nightmares"
    And Alice paid {G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.large-sacrifice-pays-colored-only @cr:702.119a @cr:118.7a @cr:601.2h
  @card:Decimator_of_the_Provinces @card:Bruna,_the_Fading_Light @card:Gisela,_the_Broken_Blade
  Scenario: However large the sacrificed creature's mana value, the coloured mana must still be paid
    Given the board "emerge/decimator-brisela-two-green.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "brisela"
    Then the action is refused (CR 601.2h)
    And "brisela" is on the battlefield
    And "Decimator of the Provinces" is in Alice's hand
    And Alice's mana pool is {C}{C}{C}{C}{G}{G}

  @ruling:emerge.zero-mana-value-sacrifice @cr:702.119a @cr:202.3a @cr:111.7 @card:Decimator_of_the_Provinces
  Scenario: A token creature that isn't a copy has mana value 0: the full emerge cost is paid
    Given the board "emerge/decimator-token.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "saproling"
    Then "Decimator of the Provinces" is on the stack
    And Alice's battlefield is empty
    And Alice's graveyard is empty
    And Alice paid {6}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.zero-mana-value-sacrifice @cr:702.119a @cr:202.3a @cr:601.2h @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a mana value 0 token gives no reduction: one mana short of the full emerge cost, it can't be cast
    Given the board "emerge/decimator-token-short.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "saproling"
    Then the action is refused (CR 601.2h)
    And "saproling" is on the battlefield
    And "Decimator of the Provinces" is in Alice's hand

  @ruling:emerge.definition @cr:702.119a @cr:701.17a @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: An opponent's creature can't be sacrificed for emerge
    Given the board "emerge/decimator-bobs-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bobs-bears"
    Then the action is refused (CR 701.17a)
    And "bobs-bears" is on the battlefield
    And Alice's mana pool is {C}{C}{C}{C}{G}{G}{G}
