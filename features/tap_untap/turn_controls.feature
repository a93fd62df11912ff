@mechanic:tap-untap-symbols
Feature: {T} across turns (CR 107.5, 302.6, 502.3): the controls
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”
  A permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
  ability with the tap symbol in its activation cost can't be activated unless the creature has been
  under its controller's control continuously since their most recent turn began."
  Only the active player's permanents untap in the untap step (502.3), and the turn that counts for a
  creature is its controller's (302.6), not the next turn of whoever.

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Llanowar_Elves
  Scenario: A creature that came under Alice's control in her turn still can't pay {T} in Bob's turn
    Given the board "tap_untap/elves-new-libraries.json"
    When the game advances to the next turn
    And Bob passes priority
    And Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:302.6 @card:Llanowar_Elves
  Scenario: The same creature can pay {T} once Alice's next turn has begun
    Given the board "tap_untap/elves-new-libraries.json"
    When the game advances to the next turn
    And the game advances to the next turn
    And Alice activates "elves"
    Then "elves" is tapped
    And Alice's mana pool is {G}

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:502.3 @cr:118.3 @card:Sol_Ring
  Scenario: A permanent tapped in Alice's turn stays tapped in Bob's turn and can't pay {T} again there
    Given the board "tap_untap/sol-ring-libraries.json"
    When Alice activates "sol-ring"
    And the game advances to the next turn
    Then "sol-ring" is tapped
    When Bob passes priority
    And Alice activates "sol-ring"
    Then the action is refused (CR 107.5 or 118.3)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:502.3 @cr:106.4 @card:Sol_Ring
  Scenario: It untaps in Alice's next untap step and can pay {T} again
    Given the board "tap_untap/sol-ring-libraries.json"
    When Alice activates "sol-ring"
    And the game advances to the next turn
    Then Alice's mana pool is empty
    When the game advances to the next turn
    Then "sol-ring" is untapped
    When Alice activates "sol-ring"
    Then Alice's mana pool is {C}{C}

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Llanowar_Elves
  Scenario: A creature spell that resolved this turn can't pay {T}: it came under its controller's control this turn
    Given the board "tap_untap/elves-in-hand.json"
    When Alice casts "elves"
    And all players pass priority
    Then "elves" is on the battlefield
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:305.1 @cr:602.5a @card:Dryad_Arbor
  Scenario: A land creature played this turn can't pay {T}: the summoning sickness rule is about creatures
    Given the board "tap_untap/dryad-arbor-in-hand.json"
    When Alice plays the land "arbor"
    Then "arbor" is on the battlefield
    When Alice activates "arbor"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:504.1 @cr:602.5a @card:Llanowar_Elves
  Scenario: From Alice's upkeep, the next turn is Bob's, and a creature that came under her control in her upkeep still can't pay {T}
    Given the board "tap_untap/elves-new-upkeep.json"
    When the game advances to the next turn
    Then Bob has priority
    And Alice's hand holds "Forest"
    And Bob's hand holds "Island"
    When Bob passes priority
    And Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action
