Feature: "The next time a red source of your choice would deal damage to you": damage from that source only, its next instance whole, while it is still red (CR 615.2, 615.8, 615.9)
  CR 615.2: "Many prevention effects apply to damage from a source. See rule 609.7." CR 615.8: such an effect
  prevents "the next instance of damage from that source, regardless of how much damage that is." CR 615.9: "When the
  source would deal damage, the shield rechecks the source's properties. If the properties no longer match, the damage
  isn't prevented or replaced and the shield isn't used up." Circle of Protection: Red: "{1}: The next time a red
  source of your choice would deal damage to you this turn, prevent that damage." Bob chooses the source as the
  ability resolves (609.7a). Purelace: "Target spell or permanent becomes white."

  @cr:615.2 @cr:615.8 @context:609.7a @card:Circle_of_Protection:_Red @card:Lightning_Bolt
  Scenario: Bob's Circle of Protection: Red, choosing Alice's Lightning Bolt spell, prevents all 3 of its damage to him
    Given the board "rules/615/circle.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob activates "circle"
    And all players pass priority
    And Bob chooses "bolt"
    Then the stack is, from the top: "Lightning Bolt"
    When all players pass priority
    Then Bob's life total is 20

  @cr:615.2 @context:609.7a @card:Circle_of_Protection:_Red @card:Lightning_Bolt @card:Prodigal_Pyromancer
  Scenario: The Circle, choosing Prodigal Pyromancer, prevents none of the Lightning Bolt's damage, and then the Pyromancer's 1
    Given the board "rules/615/circle.json"
    When Alice passes priority
    And Bob activates "circle"
    And all players pass priority
    And Bob chooses "pyromancer"
    And Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 17

  @cr:615.2 @context:609.7a @card:Circle_of_Protection:_Red @card:Lightning_Bolt @card:Prodigal_Pyromancer
  Scenario: The Circle, choosing the Lightning Bolt spell, prevents none of Prodigal Pyromancer's 1 damage that comes first
    Given the board "rules/615/circle.json"
    When Alice casts "bolt" targeting Bob
    And Alice activates "pyromancer" targeting Bob
    And Alice passes priority
    And Bob activates "circle"
    And all players pass priority
    And Bob chooses "bolt"
    And all players pass priority
    Then Bob's life total is 19
    When all players pass priority
    Then Bob's life total is 19

  @cr:615.9 @context:609.7a @card:Circle_of_Protection:_Red @card:Purelace @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer, chosen for the Circle and made white by Purelace, deals its 1 damage to Bob
    Given the board "rules/615/circle.json"
    When Alice passes priority
    And Bob activates "circle"
    And all players pass priority
    And Bob chooses "pyromancer"
    And Alice casts "purelace" targeting "pyromancer"
    And all players pass priority
    Then "pyromancer" is white
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 19

  @cr:615.9 @context:609.7a @card:Circle_of_Protection:_Red @card:Purelace @card:Lightning_Bolt
  Scenario: The Lightning Bolt spell, chosen for the Circle and made white by Purelace, deals its 3 damage to Bob
    Given the board "rules/615/circle.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob activates "circle"
    And all players pass priority
    And Bob chooses "bolt"
    And Alice casts "purelace" targeting "bolt"
    And all players pass priority 2 times
    Then Bob's life total is 17
