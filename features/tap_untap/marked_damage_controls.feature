@mechanic:tap-untap-symbols
Feature: The damage of a {T} ability adds to the damage already marked on a creature (CR 120.3e, 120.6, 704.5g)
  Ruling: "The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.”
  A permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
  ability with the tap symbol in its activation cost can't be activated unless the creature has been
  under its controller's control continuously since their most recent turn began."
  Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target." Damage dealt to a creature is
  marked on it (120.3e) and stays marked until the cleanup step (120.6, 514.2): 1 more damage on a 2/2
  Grizzly Bears already dealt 1 damage this turn makes 2, lethal damage (704.5g).

  @ruling:tap-untap-symbols.tap @cr:120.3e @cr:120.6 @cr:704.5g @card:Prodigal_Pyromancer @card:Grizzly_Bears
  Scenario: 1 damage to a Grizzly Bears already dealt 1 damage this turn is lethal: it goes to Bob's graveyard
    Given the board "tap_untap/pyromancer-ready-bears-damaged.json"
    When Alice activates "pyromancer" targeting "hurt-bears"
    And all players pass priority
    Then "hurt-bears" is in Bob's graveyard
    And "bears" is on the battlefield

  @ruling:tap-untap-symbols.tap @cr:120.3e @cr:704.5g @card:Prodigal_Pyromancer @card:Grizzly_Bears
  Scenario: The same 1 damage to the undamaged Grizzly Bears is not lethal: both stay on the battlefield
    Given the board "tap_untap/pyromancer-ready-bears-damaged.json"
    When Alice activates "pyromancer" targeting "bears"
    And all players pass priority
    Then "pyromancer" is tapped
    And "bears" is on the battlefield
    And "hurt-bears" is on the battlefield
    And Bob's graveyard is empty

  @ruling:tap-untap-symbols.tap @cr:120.6 @cr:514.2 @cr:704.5g @card:Prodigal_Pyromancer @card:Grizzly_Bears
  Scenario: The damage marked this turn is removed in the cleanup step: on Bob's turn 1 damage no longer kills it
    Given the board "tap_untap/pyromancer-ready-bears-damaged.json"
    When the game advances to the next turn
    And Bob passes priority
    And Alice activates "pyromancer" targeting "hurt-bears"
    And all players pass priority
    Then "pyromancer" is tapped
    And "hurt-bears" is on the battlefield
    And "hurt-bears" is 2/2
    And Bob's graveyard is empty
