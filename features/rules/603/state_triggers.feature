Feature: A state trigger triggers as soon as its game state is true, and goes on the stack: it is no state-based action (CR 603.8, 704.1a)
  CR 603.8: "Some triggered abilities trigger when a game state (such as a player controlling no permanents of a
  particular card type) is true, rather than triggering when an event occurs. These abilities trigger as soon as the
  game state matches the condition. They'll go onto the stack at the next available opportunity. These are called
  state triggers. (Note that state triggers aren't the same as state-based actions.)" CR 704.1a: "Abilities that
  watch for a specified game state are triggered abilities, not state-based actions." Emperor Crocodile (5/5): "When
  you control no other creatures, sacrifice Emperor Crocodile." Lightning Bolt: "Lightning Bolt deals 3 damage to any
  target."

  @cr:603.8 @cr:704.1a @card:Emperor_Crocodile @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Bob's Lightning Bolt kills Grizzly Bears, Alice's only other creature: Emperor Crocodile's ability goes on the stack, and the Crocodile stays until it resolves
    Given the board "rules/603/crocodile-bears-bobs-bolt.json"
    When Alice passes priority
    And Bob casts "bolt" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Emperor Crocodile" controlled by Alice
    And "crocodile" is on the battlefield
    And Alice has priority
    When all players pass priority
    Then "crocodile" is in Alice's graveyard
    And the stack is empty

  @cr:603.8 @card:Emperor_Crocodile
  Scenario: Emperor Crocodile enters while Alice controls no other creature: nothing happened to trigger it, but the state is true, and its ability triggers
    Given the board "rules/603/crocodile-in-hand-no-creature.json"
    When Alice casts "crocodile"
    And all players pass priority
    Then "crocodile" is on the battlefield
    And the stack is, from the top: a triggered ability of "Emperor Crocodile" controlled by Alice
    When all players pass priority
    Then "crocodile" is in Alice's graveyard

  @cr:603.8 @card:Emperor_Crocodile @card:Grizzly_Bears
  Scenario: Control: Emperor Crocodile enters while Alice controls Grizzly Bears: its ability doesn't trigger, and the Crocodile stays
    Given the board "rules/603/crocodile-in-hand-bears.json"
    When Alice casts "crocodile"
    And all players pass priority
    Then "crocodile" is on the battlefield
    And the stack is empty
    And Alice has priority
