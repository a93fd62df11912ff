Feature: Lethal damage is measured against toughness, not power (CR 704.5g)
  CR 704.5g: "If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on
  it is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed."
  Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target." Lightning Bolt: "Lightning Bolt deals 3
  damage to any target." Knight of Autumn is 2/1, Salt Road Patrol 2/5 and Watchwolf 3/3: only toughness counts.

  @cr:704.5g @card:Prodigal_Pyromancer @card:Knight_of_Autumn
  Scenario: 1 damage from Prodigal Pyromancer to the 2/1 Knight of Autumn is lethal: it goes to Bob's graveyard
    Given the board "rules/704/pyromancer-bolt-knight-patrol-watchwolf.json"
    When Alice activates "pyromancer" targeting "knight"
    And all players pass priority
    Then "knight" is in Bob's graveyard
    And "patrol" is on the battlefield

  @cr:704.5g @card:Lightning_Bolt @card:Salt_Road_Patrol
  Scenario: 3 damage from Lightning Bolt to the 2/5 Salt Road Patrol is not lethal: it stays on the battlefield
    Given the board "rules/704/pyromancer-bolt-knight-patrol-watchwolf.json"
    When Alice casts "bolt" targeting "patrol"
    And all players pass priority
    Then "patrol" is on the battlefield
    And Bob's graveyard is empty
    And "bolt" is in Alice's graveyard

  @cr:704.5g @card:Lightning_Bolt @card:Watchwolf
  Scenario: Control: 3 damage from Lightning Bolt to the 3/3 Watchwolf is lethal: it goes to Bob's graveyard
    Given the board "rules/704/pyromancer-bolt-knight-patrol-watchwolf.json"
    When Alice casts "bolt" targeting "watchwolf"
    And all players pass priority
    Then "watchwolf" is in Bob's graveyard
