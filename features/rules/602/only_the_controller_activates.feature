Feature: Only an object's controller activates its abilities (CR 602.2)
  CR 602.2: "Only an object's controller (or its owner, if it doesn't have a controller) can activate its activated
  ability unless the object specifically says otherwise." Prodigal Pyromancer reads "{T}: This creature deals 1
  damage to any target." Both players control one; it is Bob's turn and he holds priority.

  @cr:602.2 @card:Prodigal_Pyromancer
  Scenario: Bob can't activate Alice's Prodigal Pyromancer, and nothing changes
    Given the board "rules/602/pyromancers-bobs-turn.json"
    When Bob activates "alice-pyromancer" targeting Alice
    Then the action is refused (CR 602.2)
    And the game is as it was before the action
    And "alice-pyromancer" is untapped
    When Bob activates "bob-pyromancer" targeting Alice
    Then "bob-pyromancer" is tapped

  @cr:602.2 @cr:602.2a @card:Prodigal_Pyromancer
  Scenario: Bob activates his own Prodigal Pyromancer targeting Alice, who is dealt 1 damage
    Given the board "rules/602/pyromancers-bobs-turn.json"
    When Bob activates "bob-pyromancer" targeting Alice
    Then "bob-pyromancer" is tapped
    And the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    When all players pass priority
    Then Alice's life total is 19

  @cr:602.2 @card:Prodigal_Pyromancer
  Scenario: In Bob's turn, once he passes priority, Alice activates her own Prodigal Pyromancer targeting Bob, but not his
    Given the board "rules/602/pyromancers-bobs-turn.json"
    When Bob passes priority
    And Alice activates "bob-pyromancer" targeting Bob
    Then the action is refused (CR 602.2)
    When Alice activates "alice-pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 19
    And "bob-pyromancer" is untapped
