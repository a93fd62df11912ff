Feature: A prevention effect's additional effect counts the damage it prevented, and takes place right after (CR 615.5)
  CR 615.5: "Some prevention effects also include an additional effect, which may refer to the amount of damage that
  was prevented. The prevention takes place at the time the original event would have happened; the rest of the
  effect takes place immediately afterward." Hallow: "Prevent all damage target spell would deal this turn. You gain
  life equal to the damage prevented this way." The amount is the damage prevented, not the damage dealt once it was
  prevented (none). The scenarios with Stomp (features/rules/615/unpreventable_damage.feature) show the other side:
  damage that can't be prevented is dealt, and Hallow's controller gains nothing.

  @cr:615.5 @card:Hallow @card:Lightning_Bolt
  Scenario: Hallow on Alice's Lightning Bolt aimed at Bob: the Bolt deals him nothing, and he gains 3 life
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob casts "hallow" targeting "bolt"
    And all players pass priority 2 times
    Then Bob's life total is 23
    And the stack is empty

  @cr:615.5 @card:Hallow @card:Lightning_Bolt @card:Samite_Healer
  Scenario: Hallow on Alice's Lightning Bolt aimed at Bob's Samite Healer: the Healer survives, and Bob gains 3 life
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting "healer"
    And Alice passes priority
    And Bob casts "hallow" targeting "bolt"
    And all players pass priority 2 times
    Then "healer" is on the battlefield
    And Bob's life total is 23
