Feature: A planeswalker with loyalty 0 is put into its owner's graveyard (CR 704.5i)
  CR 704.5i: "If a planeswalker has loyalty 0, it's put into its owner's graveyard." CR 306.5b: a planeswalker's
  loyalty is the number of loyalty counters on it. CR 120.3c: "Damage dealt to a planeswalker causes that many
  loyalty counters to be removed from that planeswalker." Lightning Bolt: "Lightning Bolt deals 3 damage to any
  target."; Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target." A planeswalker is any target
  (115.4). Jace Beleren is a planeswalker (its loyalty abilities play no part here).

  @cr:704.5i @context:120.3c @card:Lightning_Bolt @card:Jace_Beleren
  Scenario: Lightning Bolt deals 3 damage to Bob's Jace Beleren with 3 loyalty counters: at loyalty 0, it goes to Bob's graveyard
    Given the board "rules/704/pyromancer-bolt-bobs-jace-3-loyalty.json"
    When Alice casts "bolt" targeting "jace"
    And all players pass priority
    Then "jace" is in Bob's graveyard
    And Bob's battlefield is empty

  @cr:704.5i @context:120.3c @card:Prodigal_Pyromancer @card:Jace_Beleren
  Scenario: Prodigal Pyromancer deals 1 damage to Bob's Jace Beleren with 1 loyalty counter: at loyalty 0, it goes to Bob's graveyard
    Given the board "rules/704/pyromancer-bolt-bobs-jace-1-loyalty.json"
    When Alice activates "pyromancer" targeting "jace"
    And all players pass priority
    Then "jace" is in Bob's graveyard

  @cr:704.5i @context:120.3c @card:Lightning_Bolt @card:Jace_Beleren
  Scenario: Lightning Bolt deals 3 damage to Bob's Jace Beleren with 4 loyalty counters: at loyalty 1, it stays
    Given the board "rules/704/pyromancer-bolt-bobs-jace-4-loyalty.json"
    When Alice casts "bolt" targeting "jace"
    And all players pass priority
    Then "jace" is on the battlefield
    And "jace" has 1 loyalty counter
    And Bob's graveyard is empty
