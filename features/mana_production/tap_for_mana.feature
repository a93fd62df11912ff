@mechanic:mana-production
Feature: What "tap a permanent for mana" means (CR 106.12)
  Ruling: "To “tap [a permanent] for mana” is to activate a mana ability of that permanent that includes the
  {T} symbol in its activation cost. See rule 605, “Mana Abilities.”"

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12b @cr:605.1a @card:Mana_Reflection @card:Llanowar_Elves
  Scenario: Activating a creature's {T} mana ability taps it for mana
    Given the board "mana_production/reflection-elves.json"
    When Alice taps "elves" for mana
    Then Alice's mana pool is {G}{G}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12b @cr:605.1a @card:Mana_Reflection @card:Sol_Ring
  Scenario: Activating an artifact's {T} mana ability taps it for mana
    Given the board "mana_production/reflection-sol-ring.json"
    When Alice taps "sol-ring" for mana
    Then Alice's mana pool is {C}{C}{C}{C}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12b @cr:605.1a @card:Mana_Reflection @card:Ashnod's_Altar @card:Grizzly_Bears
  Scenario: A mana ability without {T} in its cost doesn't tap its permanent for mana
    Given the board "mana_production/reflection-altar.json"
    When Alice activates "altar" sacrificing "bears"
    Then "bears" is in Alice's graveyard
    And Alice's mana pool is {C}{C}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12a @cr:605.1b @card:Kinnan,_Bonder_Prodigy @card:Sol_Ring
  Scenario: "Whenever you tap a nonland permanent for mana" triggers on a {T} mana ability
    Given the board "mana_production/kinnan-sol-ring.json"
    When Alice taps "sol-ring" for mana
    Then Alice's mana pool is {C}{C}{C}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12a @card:Kinnan,_Bonder_Prodigy @card:Ashnod's_Altar @card:Grizzly_Bears
  Scenario: "Whenever you tap a nonland permanent for mana" doesn't trigger on a mana ability without {T}
    Given the board "mana_production/kinnan-altar.json"
    When Alice activates "altar" sacrificing "bears"
    Then "bears" is in Alice's graveyard
    And Alice's mana pool is {C}{C}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12a @cr:605.1b @card:Leyline_of_Abundance @card:Llanowar_Elves
  Scenario: "Whenever you tap a creature for mana" triggers on the creature's {T} mana ability
    Given the board "mana_production/leyline-elves.json"
    When Alice taps "elves" for mana
    Then Alice's mana pool is {G}{G}

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:106.12a @cr:605.5a @card:Leyline_of_Abundance @card:Prodigal_Pyromancer
  Scenario: Activating a {T} ability that isn't a mana ability doesn't tap the creature for mana
    Given the board "mana_production/leyline-pyromancer.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then "pyromancer" is tapped
    And Bob's life total is 19
    And Alice's mana pool is empty

  @ruling:mana-production.tap-for-mana-defined @cr:106.12 @cr:605.1a @card:Mana_Reflection @card:Grizzly_Bears
  Scenario: A creature with no mana ability can't be tapped for mana
    Given the board "mana_production/reflection-altar.json"
    When Alice taps "bears" for mana
    Then the action is refused (CR 106.12 or 605.1a)
    And "bears" is untapped
    And Alice's mana pool is empty
