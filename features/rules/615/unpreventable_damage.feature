Feature: Damage that can't be prevented is dealt in full through prevention shields (CR 615.12)
  CR 615.12: "Some effects state that damage 'can't be prevented.' If unpreventable damage would be dealt, any
  applicable prevention effects are still applied to it. Those effects won't prevent any damage, but any additional
  effects they have will take place. Existing damage prevention shields won't be reduced by damage that can't be
  prevented." Stomp (the Adventure of Bonecrusher Giant): "Damage can't be prevented this turn. Stomp deals 2 damage
  to any target." Mending Hands: "Prevent the next 4 damage that would be dealt to any target this turn." Samite
  Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." Hallow: "Prevent all damage
  target spell would deal this turn. You gain life equal to the damage prevented this way." Stomp makes all damage
  that turn unpreventable, a Lightning Bolt's after it too. The control: without Stomp, Hallow prevents a Lightning
  Bolt's damage. (That a shield isn't reduced by damage that can't be prevented shows in no turn of the catalog's
  cards: Stomp's effect lasts the turn, and so do the shields.)

  @cr:615.12 @card:Bonecrusher_Giant @card:Mending_Hands @card:Lightning_Bolt
  Scenario: After Stomp, Mending Hands' shield around Bob prevents nothing: Stomp deals him 2 damage and a Lightning Bolt 3
    Given the board "rules/615/shields.json"
    When Alice passes priority
    And Bob casts "hands" targeting Bob
    And all players pass priority
    And Alice casts "giant" as an Adventure, targeting Bob
    And all players pass priority
    Then Bob's life total is 18
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 15

  @cr:615.12 @card:Bonecrusher_Giant @card:Samite_Healer
  Scenario: Stomp deals its 2 damage to Bob through Samite Healer's shield around him
    Given the board "rules/615/shields.json"
    When Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    And Alice casts "giant" as an Adventure, targeting Bob
    And all players pass priority
    Then Bob's life total is 18

  @cr:615.12 @cr:615.5 @card:Bonecrusher_Giant @card:Hallow
  Scenario: Hallow on the Stomp spell prevents none of its damage to Bob: he takes 2 and gains no life
    Given the board "rules/615/shields.json"
    When Alice casts "giant" as an Adventure, targeting Bob
    And Alice passes priority
    And Bob casts "hallow" targeting "giant"
    And all players pass priority 2 times
    Then Bob's life total is 18

  @cr:615.12 @cr:615.5 @card:Lightning_Bolt @card:Hallow
  Scenario: Control: Hallow on a Lightning Bolt spell prevents its 3 damage to Bob, who gains 3 life
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob casts "hallow" targeting "bolt"
    And all players pass priority 2 times
    Then Bob's life total is 23
