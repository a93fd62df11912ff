Feature: A loyalty ability is activated as a sorcery, and only one of a permanent's each turn (CR 606.3)
  CR 606.3: "A player may activate a loyalty ability of a permanent they control any time they have priority and the
  stack is empty during a main phase of their turn, but only if no player has previously activated a loyalty ability
  of that permanent that turn." Jace Beleren: "+2: Each player draws a card. −1: Target player draws a card." Each
  refusal is followed by an activation the rule allows.

  @cr:606.3 @card:Jace_Beleren
  Scenario: After Jace Beleren's +2 resolved, his −1 is refused the same turn
    Given the board "rules/606/jace.json"
    When Alice activates ability 1 of "jace"
    And all players pass priority
    And Alice activates ability 2 of "jace" targeting Bob
    Then the action is refused (CR 606.3)
    And "jace" has 5 loyalty counters

  @cr:606.3 @card:Jace_Beleren
  Scenario: After Jace Beleren's −1, his +2 is refused while the −1 is on the stack and after it resolved
    Given the board "rules/606/jace.json"
    When Alice activates ability 2 of "jace" targeting Bob
    And Alice activates ability 1 of "jace"
    Then the action is refused (CR 606.3)
    When all players pass priority
    And Alice activates ability 1 of "jace"
    Then the action is refused (CR 606.3)
    And "jace" has 2 loyalty counters

  @cr:606.3 @card:Jace_Beleren
  Scenario: Control: Jace Beleren's +2 in Alice's turn, and his −1 again in her next turn
    Given the board "rules/606/jace.json"
    When Alice activates ability 1 of "jace"
    And all players pass priority
    And the game advances to the next turn
    And the game advances to the next turn
    And Alice activates ability 2 of "jace" targeting Bob
    Then "jace" has 4 loyalty counters
    And the stack is, from the top: an activated ability of "Jace Beleren"

  @cr:606.3 @card:Jace_Beleren @card:Lightning_Bolt
  Scenario: With Alice's Lightning Bolt on the stack, Jace Beleren's +2 is refused; once it resolved, it is activated
    Given the board "rules/606/jace.json"
    When Alice casts "bolt" targeting Bob
    And Alice activates ability 1 of "jace"
    Then the action is refused (CR 606.3)
    When all players pass priority
    And Alice activates ability 1 of "jace"
    Then "jace" has 5 loyalty counters

  @cr:606.3 @card:Jace_Beleren
  Scenario: In Bob's turn, Alice can't activate Jace Beleren's +2; in her own turn she can
    Given the board "rules/606/jace-bobs-turn.json"
    When Bob passes priority
    And Alice activates ability 1 of "jace"
    Then the action is refused (CR 606.3)
    When the game advances to the next turn
    And Alice activates ability 1 of "jace"
    Then "jace" has 5 loyalty counters

  @cr:606.3 @card:Jace_Beleren
  Scenario: In Alice's beginning of combat step Jace Beleren's +2 is refused; in her postcombat main phase it is activated
    Given the board "rules/606/jace-combat.json"
    When Alice activates ability 1 of "jace"
    Then the action is refused (CR 606.3)
    When the game advances to postcombat_main
    And Alice activates ability 1 of "jace"
    Then "jace" has 5 loyalty counters
