@mechanic:mana-production
Feature: A mana ability whose cost is a sacrifice, not {T} (CR 605.1a, 701.17a): the controls
  Ruling: "To “tap [a permanent] for mana” is to activate a mana ability of that permanent that includes the
  {T} symbol in its activation cost. See rule 605, “Mana Abilities.”"
  Ashnod's Altar reads "Sacrifice a creature: Add {C}{C}." Its mana ability has no {T}; its cost is paid only
  by sacrificing a creature its controller controls (701.17a: a player can't sacrifice a permanent they don't
  control).

  @ruling:mana-production.tap-for-mana-defined @cr:605.1a @cr:701.17a @card:Ashnod's_Altar @card:Grizzly_Bears
  Scenario: Sacrificing a creature she controls pays the Altar's cost, and the Altar stays untapped
    Given the board "mana_production/altar-controls.json"
    When Alice activates "altar" sacrificing "bears"
    Then "bears" is in Alice's graveyard
    And "altar" is untapped
    And Alice's mana pool is {C}{C}
    And Alice's battlefield holds "Ashnod's Altar" and "Sol Ring"

  @ruling:mana-production.tap-for-mana-defined @context:602.2 @cr:730.1 @cr:602.2b @cr:601.2h @card:Ashnod's_Altar @card:Sol_Ring
  Scenario: A noncreature permanent can't pay the Altar's sacrifice cost
    Given the board "mana_production/altar-controls.json"
    When Alice activates "altar" sacrificing "ring"
    Then the action is refused (CR 602.2b or 601.2h)
    And the game is as it was before the action

  @ruling:mana-production.tap-for-mana-defined @cr:701.17a @cr:730.1 @card:Ashnod's_Altar @card:Llanowar_Elves
  Scenario: An opponent's creature can't be sacrificed to the Altar
    Given the board "mana_production/altar-controls.json"
    When Alice activates "altar" sacrificing "bob-elves"
    Then the action is refused (CR 701.17a)
    And the game is as it was before the action

  @ruling:mana-production.tap-for-mana-defined @cr:602.2b @cr:601.2h @cr:730.1 @card:Ashnod's_Altar
  Scenario: The Altar's ability can't be activated without sacrificing a creature
    Given the board "mana_production/altar-controls.json"
    When Alice activates "altar"
    Then the action is refused (CR 602.2b or 601.2h)
    And the game is as it was before the action

  @ruling:mana-production.tap-for-mana-defined @cr:602.2 @cr:730.1 @card:Ashnod's_Altar @card:Llanowar_Elves
  Scenario: Bob can't activate Alice's Altar
    Given the board "mana_production/altar-controls.json"
    When Alice passes priority
    And Bob activates "altar" sacrificing "bob-elves"
    Then the action is refused (CR 602.2)
    And the game is as it was before the action
