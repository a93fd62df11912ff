Feature: "Prevent the next N damage to each creature" makes a shield for each creature there as it resolves (CR 615.11)
  CR 615.11: "Some prevention effects prevent the next N damage that would be dealt to each of a number of untargeted
  creatures. Such an effect creates a prevention shield for each applicable creature when the spell or ability that
  generates that effect resolves." Kitsune Palliator: "{T}: Prevent the next 1 damage that would be dealt to each
  creature and each player this turn." A Llanowar Elves that enters after the ability resolved has no shield.

  @cr:615.11 @card:Kitsune_Palliator @card:Llanowar_Elves @card:Prodigal_Pyromancer
  Scenario: Llanowar Elves cast after Kitsune Palliator's ability resolved has no shield: Prodigal Pyromancer's 1 damage destroys it
    Given the board "rules/615/palliator.json"
    When Alice passes priority
    And Bob activates "palliator"
    And all players pass priority
    And Alice casts "new-elves"
    And all players pass priority
    Then "new-elves" is on the battlefield
    When Alice activates "pyromancer" targeting "new-elves"
    And all players pass priority
    Then "new-elves" is in Alice's graveyard

  @cr:615.11 @card:Kitsune_Palliator @card:Llanowar_Elves @card:Prodigal_Pyromancer
  Scenario: Bob's Llanowar Elves, on the battlefield as Kitsune Palliator's ability resolved, is shielded: it survives Prodigal Pyromancer's 1 damage
    Given the board "rules/615/palliator.json"
    When Alice passes priority
    And Bob activates "palliator"
    And all players pass priority
    And Alice activates "pyromancer" targeting "elves"
    And all players pass priority
    Then "elves" is on the battlefield
    And "palliator" is tapped

  @cr:615.11 @card:Kitsune_Palliator @card:Llanowar_Elves @card:Prodigal_Pyromancer
  Scenario: Control: Llanowar Elves cast before Kitsune Palliator's ability resolves is shielded too, and survives
    Given the board "rules/615/palliator.json"
    When Alice casts "new-elves"
    And all players pass priority
    And Alice passes priority
    And Bob activates "palliator"
    And all players pass priority
    And Alice activates "pyromancer" targeting "new-elves"
    And all players pass priority
    Then "new-elves" is on the battlefield

  @cr:615.11 @card:Kitsune_Palliator @card:Watchwolf @card:Lightning_Bolt
  Scenario: Watchwolf cast after Kitsune Palliator's ability resolved has no shield: Lightning Bolt's 3 damage destroys it
    Given the board "rules/615/palliator.json"
    When Alice passes priority
    And Bob activates "palliator"
    And all players pass priority
    And Alice casts "wolf"
    And all players pass priority
    And Alice casts "bolt" targeting "wolf"
    And all players pass priority
    Then "wolf" is in Alice's graveyard

  @cr:615.11 @card:Kitsune_Palliator @card:Watchwolf @card:Lightning_Bolt
  Scenario: Control: Watchwolf cast before Kitsune Palliator's ability resolves is shielded, and survives Lightning Bolt
    Given the board "rules/615/palliator.json"
    When Alice casts "wolf"
    And all players pass priority
    And Alice passes priority
    And Bob activates "palliator"
    And all players pass priority
    And Alice casts "bolt" targeting "wolf"
    And all players pass priority
    Then "wolf" is on the battlefield
