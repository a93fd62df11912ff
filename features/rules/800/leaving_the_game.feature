Feature: A player leaving a multiplayer game (CR 800.4a, 104.3)
  CR 800.4a: "When a player leaves the game, all objects owned by that player leave the game ... Then, if that player
  controlled any objects on the stack not represented by cards, those objects cease to exist. ... If the player who
  left the game had priority at the time they left, priority passes to the next player in turn order who's still in
  the game." CR 800.4j: "If a player leaves the game during their turn, that turn continues to its completion without
  an active player. If the active player would receive priority, instead the next player in turn order receives
  priority ..." A player who loses a multiplayer game leaves it (104.3, 800.4); the others play on.

  @cr:800.4a @card:Prodigal_Pyromancer @card:Hangarback_Walker @card:Lightning_Bolt
  Scenario: A player who leaves takes her permanents with her, and her creature's dies trigger never happens
    Given the board "rules/800/carol-at-3.json"
    When Alice activates "pyromancer" targeting "walker"
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority 2 times
    Then Carol has lost the game with 0 or less life
    And Carol's battlefield is empty
    And the stack is empty
    And Alice's battlefield holds "Prodigal Pyromancer"
    And Alice has priority

  @cr:800.4a @card:Prodigal_Pyromancer @card:Hangarback_Walker @card:Lightning_Bolt
  Scenario: Control: a player who stays in the game keeps her creature, and its dies trigger goes on the stack
    Given the board "rules/800/carol-at-4.json"
    When Alice activates "pyromancer" targeting "walker"
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority 2 times
    Then no player has lost the game
    And Carol's life total is 1
    And "walker" is in Carol's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Carol

  @cr:800.4a @card:Prodigal_Pyromancer @card:Hangarback_Walker @card:Lightning_Bolt
  Scenario: Carol leaves the game while her Hangarback Walker's dies trigger is on the stack: that ability, no card, ceases to exist
    Given the board "rules/800/carol-at-3.json"
    When Alice activates "pyromancer" targeting "walker"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Carol
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Carol has lost the game with 0 or less life
    And the stack is empty
    And Alice has priority

  @cr:800.4a @card:Lightning_Bolt
  Scenario: The spell of a player who leaves the game leaves with her and never resolves
    Given the board "rules/800/carol-at-3.json"
    When Alice passes priority
    And Bob passes priority
    And Carol casts "carols-bolt" targeting Alice, tapping "carols-mountain" for mana
    And Carol passes priority
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Carol has lost the game with 0 or less life
    And the stack is empty
    And Alice's life total is 20

  @cr:800.4a @card:Lightning_Bolt
  Scenario: Control: the spell of a player who stays in the game resolves
    Given the board "rules/800/carol-at-4.json"
    When Alice passes priority
    And Bob passes priority
    And Carol casts "carols-bolt" targeting Alice, tapping "carols-mountain" for mana
    And Carol passes priority
    And Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority 2 times
    Then no player has lost the game
    And the stack is empty
    And Alice's life total is 17

  @cr:800.4a @cr:800.4j @context:117.1 @context:117.1a @card:Lightning_Bolt
  Scenario: A player who lost has no priority and can't cast a spell; the next player in turn order has priority
    Given the board "rules/800/alice-at-3.json"
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Alice, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Alice has lost the game with 0 or less life
    And Bob has priority
    When Alice casts "alices-bolt" targeting Bob
    Then the action is refused (CR 800.4a or 117.1 or 117.1a)

  @cr:800.4j @context:800.4a @context:117.1 @card:Lightning_Bolt
  Scenario: Control: a player still in the game receives priority as the active player and casts a spell
    Given the board "rules/800/alice-at-4.json"
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Alice, tapping "bobs-mountain" for mana
    And all players pass priority
    Then no player has lost the game
    And Alice has priority
    When Alice casts "alices-bolt" targeting Bob, tapping "alices-mountain" for mana
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice
