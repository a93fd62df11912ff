@mechanic:tap-untap-symbols
Feature: The tap symbol {T} (CR 107.5, 302.6)
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”
  A permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
  ability with the tap symbol in its activation cost can't be activated unless the creature has been
  under its controller's control continuously since their most recent turn began."
  A creature that can't pay {T} for want of control since its controller's turn began is refused under 302.6, or
  602.5a, which says the same of activated abilities; an already tapped permanent can't pay {T} under 107.5, or 118.3
  ("a permanent that's already tapped can't be tapped to pay a cost"). An opponent's Fervor gives haste only to his
  creatures, whatever the layers: that control doesn't decide 613.1f.

  @ruling:tap-untap-symbols.tap @cr:107.5 @card:Sol_Ring
  Scenario: Paying {T} taps the permanent
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped
    And Alice's mana pool is {C}{C}

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:118.3 @card:Sol_Ring
  Scenario: An already tapped permanent can't be tapped again to pay {T}
    Given the board "tap_untap/sol-ring-tapped.json"
    When Alice activates "sol-ring"
    Then the action is refused (CR 107.5 or 118.3)
    And Alice's mana pool is empty

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:302.6 @card:Llanowar_Elves
  Scenario: A creature controlled continuously since its controller's turn began can pay {T}
    Given the board "tap_untap/elves-ready.json"
    When Alice activates "elves"
    Then "elves" is tapped
    And Alice's mana pool is {G}

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:302.6 @cr:602.5a @cr:605.3 @card:Llanowar_Elves
  Scenario: A creature that came under its controller's control this turn can't pay {T}
    Given the board "tap_untap/elves-new.json"
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And "elves" is untapped
    And Alice's mana pool is empty

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Prodigal_Pyromancer
  Scenario: The summoning sickness rule applies to {T} abilities that aren't mana abilities too
    Given the board "tap_untap/pyromancer-new.json"
    When Alice activates "pyromancer" targeting Bob
    Then the action is refused (CR 302.6 or 602.5a)
    And "pyromancer" is untapped
    And Bob's life total is 20

  @ruling:tap-untap-symbols.tap @cr:302.6 @card:Sol_Ring
  Scenario: A noncreature permanent can pay {T} the turn it came under its controller's control
    Given the board "tap_untap/sol-ring-new.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped
    And Alice's mana pool is {C}{C}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:702.10c @card:Beastcaller_Savant
  Scenario: A creature with haste can pay {T} the turn it came under its controller's control
    Given the board "tap_untap/savant-new.json"
    When Alice taps "savant" for {G}
    Then "savant" is tapped
    And Alice's mana pool is {G}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:702.10c @card:Llanowar_Elves @card:Fervor
  Scenario: A creature given haste by another permanent can pay {T} the turn it came under control
    Given the board "tap_untap/elves-new-fervor.json"
    When Alice activates "elves"
    Then "elves" is tapped
    And Alice's mana pool is {G}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Llanowar_Elves @card:Fervor
  Scenario: An opponent's haste-granting permanent doesn't help the creature pay {T}
    Given the board "tap_untap/elves-fervor-opponent.json"
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And "elves" is untapped

  @ruling:tap-untap-symbols.tap @cr:302.6 @card:Llanowar_Elves
  Scenario: A creature that came under control during an opponent's turn can pay {T} once its controller's turn begins
    Given the board "tap_untap/elves-cast-on-opponents-turn.json"
    When the game advances to the next turn
    And Alice activates "elves"
    Then "elves" is tapped
    And Alice's mana pool is {G}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:702.10c @cr:613.1d @cr:613.1f @card:Mutavault @card:Fervor
  Scenario: A land that became a creature is a creature to "creatures you control have haste", so it can pay {T}
    Given the board "tap_untap/mutavault-new-fervor.json"
    When Alice activates ability 2 of "mutavault"
    And all players pass priority
    Then "mutavault" is 2/2
    And "mutavault" has haste
    When Alice taps "mutavault" for mana
    Then "mutavault" is tapped
    And Alice's mana pool is {C}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Mutavault
  Scenario: A land that became a creature and came under its controller's control this turn can't pay {T}
    Given the board "tap_untap/mutavault-new.json"
    When Alice activates ability 2 of "mutavault"
    And all players pass priority
    And Alice taps "mutavault" for mana
    Then the action is refused (CR 302.6 or 602.5a)
    And "mutavault" is untapped
    And Alice's mana pool is empty

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Mutavault @card:Fervor
  Scenario: An opponent's Fervor doesn't give haste to the land that became a creature
    Given the board "tap_untap/mutavault-new-fervor-opponent.json"
    When Alice activates ability 2 of "mutavault"
    And all players pass priority
    Then "mutavault" does not have haste
    When Alice taps "mutavault" for mana
    Then the action is refused (CR 302.6 or 602.5a)
    And "mutavault" is untapped

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Llanowar_Elves
  Scenario: A creature that came under its controller's control this turn still can't pay {T} during the opponent's next turn
    Given the board "tap_untap/elves-new-before-bobs-turn.json"
    When the game advances to the next turn
    And Bob passes priority
    And Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And "elves" is untapped
