Feature: Only the caster takes the steps of casting a spell (CR 601.2)
  "To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs
  [...]. To cast a spell, a player follows the steps listed below, in order." While Alice is casting a spell,
  stopped between its steps, the steps are hers to take: Bob can't take them for her, nor take any other
  action; she can.

  @cr:601.2 @card:Memnite
  Scenario: Bob can't continue casting the spell Alice is casting
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Bob continues casting the spell
    Then the action is refused (CR 601.2)
    And the game is as it was before the action

  @cr:601.2 @card:Memnite
  Scenario: Bob can't pass priority while Alice is casting a spell
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Bob passes priority
    Then the action is refused (CR 601.2)
    And the game is as it was before the action

  @cr:601.2 @card:Memnite @card:Sol_Ring
  Scenario: Bob can't activate his Sol Ring while Alice is casting a spell
    Given the board "rules/601/memnite-bob-sol-ring.json"
    When Alice casts "memnite", stopping once it is announced
    And Bob activates "bobs-sol-ring"
    Then the action is refused (CR 601.2)
    And "bobs-sol-ring" is untapped
    And Bob's mana pool is empty

  @cr:601.2 @card:Memnite
  Scenario: Alice continues casting the spell she began, and it goes on the stack
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Alice continues casting the spell
    Then "memnite" is on the stack
    And Alice has priority

  @cr:601.2 @card:Memnite @card:Lightning_Bolt
  Scenario: Alice can't cast Lightning Bolt while she is casting Memnite, but can once Memnite is cast
    Given the board "rules/601/memnite-bolt-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Alice casts "bolt" targeting Bob
    Then the action is refused (CR 601.2)
    And the game is as it was before the action
    When Alice continues casting the spell
    And Alice casts "bolt" targeting Bob
    Then the stack is, from the top: "Lightning Bolt", then "Memnite"
