Feature: Only the caster takes the steps of casting a spell, and nobody acts meanwhile (CR 601.2)
  "To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs
  [...]. To cast a spell, a player follows the steps listed below, in order." While Alice is casting a spell,
  stopped between its steps, the steps are hers to take: she can't take another action until the spell is cast,
  not even pass the priority she held when she began. Bob never held priority in her main phase: what he tries is
  forbidden whether or not a spell is being cast (117.1, 117.3d: only the player with priority passes; 605.3a, the
  same as 117.1d: a mana ability is activated with priority, while casting or paying, or when asked to pay), so an
  engine that checks priority first and names that rule is as right as one that names 601.2. Bob passing priority
  mid-cast is left out: it is forbidden by 117.3d and by 601.2 alike, and an engine that broke either one alone
  would still refuse it, so it would decide neither; Alice passing the priority she held decides 601.2.

  @cr:601.2 @context:117.1 @card:Memnite
  Scenario: Bob can't continue casting the spell Alice is casting
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Bob continues casting the spell
    Then the action is refused (CR 601.2 or 117.1)
    And the game is as it was before the action

  @cr:601.2 @card:Memnite
  Scenario: Alice, who held priority when she began to cast Memnite, can't pass it before Memnite is cast
    Given the board "rules/601/memnite-in-hand.json"
    When Alice casts "memnite", stopping once it is announced
    And Alice passes priority
    Then the action is refused (CR 601.2)
    And the game is as it was before the action
    When Alice continues casting the spell
    And Alice passes priority
    Then Bob has priority
    And "memnite" is on the stack

  @cr:605.3a @context:117.1d @context:117.1 @context:601.2 @card:Memnite @card:Sol_Ring
  Scenario: Bob can't activate his Sol Ring while Alice is casting a spell
    Given the board "rules/601/memnite-bob-sol-ring.json"
    When Alice casts "memnite", stopping once it is announced
    And Bob activates "bobs-sol-ring"
    Then the action is refused (CR 605.3a or 117.1d or 117.1 or 601.2)
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
