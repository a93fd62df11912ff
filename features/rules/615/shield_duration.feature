Feature: A shield lasts until it is used up or its duration ends: "this turn" ends with the turn (CR 615.3)
  CR 615.3: "There are no special restrictions on casting a spell or activating an ability that generates a
  prevention effect. Such effects last until they're used up or their duration has expired." Mending Hands: "Prevent
  the next 4 damage that would be dealt to any target this turn." Samite Healer: "{T}: Prevent the next 1 damage that
  would be dealt to any target this turn." A shield made in Alice's turn and not used up is gone in Bob's turn; the
  control: within the turn, it still prevents damage a step later.

  @cr:615.3 @context:514.2 @card:Mending_Hands @card:Lightning_Bolt
  Scenario: Mending Hands' unused shield around Bob ends with Alice's turn: in Bob's turn her Lightning Bolt deals 3
    Given the board "rules/615/shields.json"
    When Alice passes priority
    And Bob casts "hands" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    And Bob passes priority
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17

  @cr:615.3 @context:514.2 @card:Samite_Healer @card:Lightning_Bolt
  Scenario: Samite Healer's unused shield around Bob ends with Alice's turn: in Bob's turn her Lightning Bolt deals 3
    Given the board "rules/615/shields.json"
    When Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    And the game advances to the next turn
    And Bob passes priority
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17

  @cr:615.3 @card:Samite_Healer @card:Lightning_Bolt
  Scenario: Control: the shield Samite Healer makes in Alice's main phase still prevents 1 damage in her end step
    Given the board "rules/615/shields.json"
    When Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    And the game advances to end
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 18
