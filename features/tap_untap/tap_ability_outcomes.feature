@mechanic:tap-untap-symbols
Feature: A {T} ability of a creature its controller has controlled since the turn began, and what it does
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”
  A permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
  ability with the tap symbol in its activation cost can't be activated unless the creature has been
  under its controller's control continuously since their most recent turn began."
  What matters is the creature's controller, not its owner (CR 302.6). The ability's effect then follows
  the rules: a player at 0 or less life loses (704.5a); a creature with damage marked on it at least its
  toughness is put into its owner's graveyard (704.5g), a token there ceases to exist (704.5d).

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:704.5a @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer pays {T} and deals 1 damage to Bob at 1 life: Bob loses the game
    Given the board "tap_untap/pyromancer-ready-bob-at-1.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then "pyromancer" is tapped
    And Bob's life total is 0
    And Bob has lost the game with 0 or less life
    And Alice has won the game

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:704.5a @card:Prodigal_Pyromancer
  Scenario: The same 1 damage to Bob at 2 life leaves him at 1: nobody loses
    Given the board "tap_untap/pyromancer-ready-bob-at-2.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then "pyromancer" is tapped
    And Bob's life total is 1
    And no player has lost the game

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:704.5g @card:Prodigal_Pyromancer @card:Grizzly_Bears
  Scenario: 1 damage to a 2/2 Grizzly Bears is not lethal: it stays on the battlefield
    Given the board "tap_untap/pyromancer-ready-bob-at-1.json"
    When Alice activates "pyromancer" targeting "bears#1"
    And all players pass priority
    Then "pyromancer" is tapped
    And "bears#1" is on the battlefield
    And "bears#1" is 2/2

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:613.4c @cr:704.5g @card:Prodigal_Pyromancer @card:Grizzly_Bears
  Scenario: A Grizzly Bears with a -1/-1 counter is 1/1, and 1 damage is lethal: it goes to Bob's graveyard
    Given the board "tap_untap/pyromancer-ready-bob-at-1.json"
    Then "shrunk-bears" is 1/1
    When Alice activates "pyromancer" targeting "shrunk-bears"
    And all players pass priority
    Then "shrunk-bears" is in Bob's graveyard
    And "bears#2" is on the battlefield

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:704.5g @cr:704.5d @card:Prodigal_Pyromancer
  Scenario: 1 damage to a 1/1 Thopter token is lethal: the token leaves the battlefield and ceases to exist
    Given the board "tap_untap/pyromancer-ready-bob-at-1.json"
    When Alice activates "pyromancer" targeting "thopter"
    And all players pass priority
    Then Bob's battlefield holds "Grizzly Bears", "Grizzly Bears" and "Grizzly Bears"
    And Bob's graveyard is empty

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:302.6 @card:Llanowar_Elves
  Scenario: Alice can pay {T} for the creature Bob owns but she has controlled since her turn began
    Given the board "tap_untap/elves-owned-by-bob-controlled-by-alice.json"
    When Alice taps "elves" for mana
    Then "elves" is tapped
    And Alice's mana pool is {G}
    And Bob's mana pool is empty

  @ruling:tap-untap-symbols.tap @cr:302.6 @cr:602.5a @card:Llanowar_Elves
  Scenario: Alice can't pay {T} for the creature Bob owns if she gained control of it this turn
    Given the board "tap_untap/elves-owned-by-bob-controlled-by-alice-this-turn.json"
    When Alice taps "elves" for mana
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:502.3 @card:Prodigal_Pyromancer
  Scenario: Tapped to pay {T}, Prodigal Pyromancer stays tapped through Bob's turn and untaps in Alice's next one
    Given the board "tap_untap/pyromancer-ready-bob-at-2.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    Then "pyromancer" is tapped
    When the game advances to the next turn
    Then "pyromancer" is untapped

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:118.3 @card:Prodigal_Pyromancer
  Scenario: Once the Thopter token has ceased to exist, the tapped Pyromancer can't pay {T} again, and nothing changes
    Given the board "tap_untap/pyromancer-ready-bob-at-1.json"
    When Alice activates "pyromancer" targeting "thopter"
    And all players pass priority
    And Alice activates "pyromancer" targeting "bears#2"
    Then the action is refused (CR 107.5 or 118.3)
    And the game is as it was before the action
