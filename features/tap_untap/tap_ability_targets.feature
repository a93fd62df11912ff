@mechanic:tap-untap-symbols
Feature: A {T} ability's targets are announced as it is activated (CR 107.5, 602.2b, 601.2c, 115.4)
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”"
  Prodigal Pyromancer: "{T}: Prodigal Pyromancer deals 1 damage to any target." Activating it follows the
  steps of casting a spell (CR 602.2b): its target is announced (601.2c) before its {T} cost is paid (601.2h).
  "Any target" means a creature, a player, a planeswalker or a battle (115.4): its own controller too, but not
  a land. An activation with an illegal target is refused, and its {T} cost is not paid. What makes a land an illegal
  target is 115.4's definition of "any target"; 601.2c, where the target is announced, is accepted too. The target is
  announced before any cost is paid, so nothing is there to undo: these refusals don't decide 730.1.

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:602.2b @cr:115.4 @card:Prodigal_Pyromancer
  Scenario: Paying {T} taps the permanent, and any target includes its own controller
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer" targeting Alice
    And all players pass priority
    Then "pyromancer" is tapped
    And Alice's life total is 19
    And Bob's life total is 20

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:602.2b @cr:115.4 @card:Prodigal_Pyromancer
  Scenario: Paying {T} taps the permanent, and any target includes an opponent
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then "pyromancer" is tapped
    And Bob's life total is 19
    And Alice's life total is 20

  @ruling:tap-untap-symbols.tap @cr:107.5 @cr:602.2b @cr:115.4 @cr:704.5g @card:Prodigal_Pyromancer @card:Llanowar_Elves
  Scenario: Paying {T} taps the permanent, and any target includes a creature on the battlefield
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer" targeting "elves"
    And all players pass priority
    Then "pyromancer" is tapped
    And "Llanowar Elves" is in Bob's graveyard

  @ruling:tap-untap-symbols.tap @cr:601.2c @cr:602.2b @cr:115.4 @card:Prodigal_Pyromancer @card:Forest
  Scenario: A land is not any target: the activation is refused and the {T} cost is not paid
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer" targeting "bobs-forest"
    Then the action is refused (CR 115.4 or 601.2c)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:601.2c @cr:602.2b @cr:115.4 @card:Prodigal_Pyromancer @card:Forest
  Scenario: Its controller's own land is not any target either, and nothing changes
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer" targeting "alices-forest"
    Then the action is refused (CR 115.4 or 601.2c)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.tap @cr:601.2c @cr:602.2b @card:Prodigal_Pyromancer
  Scenario: A {T} ability with a target can't be activated without announcing one, and nothing changes
    Given the board "tap_untap/pyromancer-ready.json"
    When Alice activates "pyromancer"
    Then the action is refused (CR 601.2c)
    And the game is as it was before the action
