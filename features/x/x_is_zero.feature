@mechanic:x
Feature: X is 0 off the stack: cards in hand and sacrificed creatures (CR 107.3g, 202.3e)
  Rulings:
  "If a card in a player's hand has {X} in its mana cost, X is considered to be 0."
  "If you sacrifice a creature with {X} in its mana cost, that X is 0."
  Distended Mindbender's choice of Endless One and Serra Angel is a legal one: an engine that accepted any choice
  passes it, so it decides no part of 608.2d (the refused choice does); it fails on an engine that leaves an {X} card's
  mana value undefined off the stack (107.3g). The refused choice of Endless One as the card with mana value 4 or
  greater decides 608.2d, not 107.3g: counted as 1, {X} isn't 4 either.

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @cr:202.3e @card:Endless_One
  Scenario: A card with {X} in its mana cost has mana value 0 in its owner's hand
    Given the board "mana_value/endless-one-in-hand.json"
    Then the mana value of "endless" is 0

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @cr:202.3e @card:Hangarback_Walker
  Scenario: A card with {X}{X} in its mana cost has mana value 0 in its owner's hand
    Given the board "x/zero-hangarback-in-hand.json"
    Then the mana value of "walker" is 0

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @cr:202.3e @cr:202.3 @card:Endless_One
  Scenario: Once cast with X = 3, the same card has mana value 3 on the stack
    Given the board "mana_value/endless-one-in-hand.json"
    When Alice casts "endless" with X = 3
    Then the mana value of "endless" is 3

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @card:Distended_Mindbender @card:Endless_One
  @card:Serra_Angel
  Scenario: An {X} card in the opponent's hand is a "nonland card with mana value 3 or less" for Distended Mindbender
    Given the board "x/zero-mindbender-endless-one-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Endless One" and "Serra Angel"
    Then Bob's graveyard holds "Endless One" and "Serra Angel"
    And Bob's hand is empty

  @ruling:x.card-in-hand-x-is-zero @cr:608.2d @card:Distended_Mindbender @card:Endless_One
  @card:Lightning_Bolt
  Scenario: An {X} card in the opponent's hand can't be chosen as the "card with mana value 4 or greater"
    Given the board "x/zero-mindbender-endless-one-bolt.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Endless One" and "Lightning Bolt"
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty

  @ruling:x.sacrificed-creature-x-is-zero @cr:202.3e @cr:107.3g @cr:702.119a @card:Endless_One
  @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a creature that was cast with X = 3 for emerge gives no reduction: its X is 0
    Given the board "x/zero-endless-one-then-decimator.json"
    When Alice casts "endless" with X = 3, paying with {C}{C}{C}
    And all players pass priority
    And Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "endless"
    Then "endless" is in Alice's graveyard
    And Alice paid {6}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:x.sacrificed-creature-x-is-zero @cr:202.3e @cr:107.3g @cr:702.119a @cr:601.2h @context:118.3 @card:Endless_One
  @card:Decimator_of_the_Provinces
  Scenario: The X a sacrificed creature was cast with doesn't reduce the emerge cost: one mana short, it can't be cast
    Given the board "x/zero-endless-one-then-decimator-short.json"
    When Alice casts "endless" with X = 3, paying with {C}{C}{C}
    And all players pass priority
    And Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "endless"
    Then the action is refused (CR 601.2h or 118.3)
    And "endless" is on the battlefield
    And "Decimator of the Provinces" is in Alice's hand

  @ruling:x.card-in-hand-x-is-zero @cr:107.3g @cr:202.3e @card:Distended_Mindbender @card:Gadwick,_the_Wizened
  @card:Serra_Angel
  Scenario: Gadwick ({X}{U}{U}{U}) in the opponent's hand has mana value 3, not 4: it is the card with mana value 3 or less
    Given the board "x/zero-mindbender-gadwick-angel.json"
    Then the mana value of "Gadwick, the Wizened" is 3
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Gadwick, the Wizened" and "Serra Angel"
    Then Bob's graveyard holds "Gadwick, the Wizened" and "Serra Angel"
    And Bob's hand is empty
