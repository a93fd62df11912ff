Feature: A negative loyalty cost needs at least that many loyalty counters (CR 606.6)
  CR 606.6: "A loyalty ability with a negative loyalty cost, taking into account any additional costs, can't be
  activated unless the permanent has at least that many loyalty counters on it." Jace Beleren: "+2: Each player draws
  a card. −1: Target player draws a card. −10: Target player mills twenty cards." Exactly as many is enough: Jace
  then has loyalty 0 and goes to the graveyard (704.5i), and his ability still resolves (113.7a).

  @cr:606.6 @card:Jace_Beleren
  Scenario: Jace Beleren with 3 loyalty counters can't activate his −10; his −1 then goes ahead
    Given the board "rules/606/jace.json"
    When Alice activates ability 3 of "jace" targeting Bob
    Then the action is refused (CR 606.6)
    And the game is as it was before the action
    When Alice activates ability 2 of "jace" targeting Bob
    Then "jace" has 2 loyalty counters

  @cr:606.6 @card:Jace_Beleren
  Scenario: Jace Beleren with 1 loyalty counter can't activate his −10; his +2 then goes ahead
    Given the board "rules/606/jace-one-loyalty.json"
    When Alice activates ability 3 of "jace" targeting Bob
    Then the action is refused (CR 606.6)
    When Alice activates ability 1 of "jace"
    Then "jace" has 3 loyalty counters

  @cr:606.6 @context:704.5i @card:Jace_Beleren
  Scenario: Jace Beleren with 1 loyalty counter activates his −1: he goes to the graveyard at loyalty 0, and Bob draws a card
    Given the board "rules/606/jace-one-loyalty.json"
    When Alice activates ability 2 of "jace" targeting Bob
    Then "jace" is in Alice's graveyard
    When all players pass priority
    Then Bob's hand holds "Island"

  @cr:606.6 @context:704.5i @card:Jace_Beleren
  Scenario: Jace Beleren with 10 loyalty counters activates his −10: Bob mills his five cards
    Given the board "rules/606/jace-ten-loyalty.json"
    When Alice activates ability 3 of "jace" targeting Bob
    Then "jace" is in Alice's graveyard
    When all players pass priority
    Then Bob's library is empty
    And Bob's graveyard holds "Island", "Island", "Island", "Island" and "Island"
