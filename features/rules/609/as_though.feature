Feature: An "as though" effect applies only to the stated effect; for all other purposes the game is treated normally (CR 609.4)
  CR 609.4: "Some effects state that a player may do something "as though" some condition were true or a creature can
  do something "as though" some condition were true. This applies only to the stated effect. For purposes of that
  effect, treat the game exactly as if the stated condition were true. For all other purposes, treat the game
  normally." Hypersonic Dragon: "Flying, haste. You may cast sorcery spells as though they had flash." Divination is
  a sorcery: "Draw two cards." Shimmer Myr, an artifact creature, has flash itself: "Flash. You may cast artifact
  spells as though they had flash." Sol Ring is an artifact: "{T}: Add {C}{C}."

  @cr:609.4 @context:601.3b @card:Hypersonic_Dragon @card:Divination
  Scenario: Hypersonic Dragon lets Alice cast Divination in Bob's turn as though it had flash, yet Divination, in her hand and on the stack, has no flash
    Given the board "rules/609/dragon-divination-myr-bobs-turn.json"
    Then "divination" does not have flash
    When Bob passes priority
    And Alice casts "divination"
    Then the stack is, from the top: "Divination"
    And "divination" does not have flash

  @cr:609.4 @context:601.3b @card:Shimmer_Myr @card:Sol_Ring
  Scenario: Shimmer Myr lets Alice cast Sol Ring in Bob's turn as though it had flash, yet Sol Ring has no flash, on the stack or on the battlefield
    Given the board "rules/609/myr-sol-ring-bobs-turn.json"
    Then "ring" does not have flash
    When Bob passes priority
    And Alice casts "ring"
    Then "ring" does not have flash
    When all players pass priority
    Then "ring" is on the battlefield
    And "ring" does not have flash

  @cr:702.8a @context:609.4 @card:Hypersonic_Dragon @card:Shimmer_Myr
  Scenario: Control: Shimmer Myr, in Alice's hand, has flash of its own, and she casts it in Bob's turn
    Given the board "rules/609/dragon-divination-myr-bobs-turn.json"
    Then "myr" has flash
    When Bob passes priority
    And Alice casts "myr"
    Then the stack is, from the top: "Shimmer Myr"
    And "myr" has flash
