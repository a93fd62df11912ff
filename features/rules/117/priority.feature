Feature: Priority: who may act, and when (CR 117.1c, 117.1d, 117.3a)
  A player takes a special action such as playing a land only in their main phase, with priority and an empty
  stack (117.1c, 116.2a); a player may activate a mana ability whenever they have priority or are paying for a
  spell they cast (117.1d); the active player receives priority at the beginning of each step (117.3a). A player
  who takes a special action receives priority afterward (116.3). Bob, who neither holds priority nor is paying a
  cost, may not activate a mana ability: 117.1d (and 605.3a, which repeats it) is the rule that forbids it; 117.1,
  the general statement, is accepted too. A land play out of its time is forbidden by 117.1c, 305.1 and 116.2a alike
  (116.2a: "A player can take this action any time they have priority and the stack is empty during a main phase of
  their turn"); the refusals accept each.

  @cr:116.3 @card:Forest
  Scenario: Playing a land is a special action the active player takes in her main phase with an empty stack, and she receives priority afterward
    Given the board "rules/117/bolt-forest-island.json"
    When Alice plays the land "forest"
    Then "forest" is on the battlefield
    And Alice has priority

  @cr:117.1c @cr:305.1 @context:116.2a @card:Forest @card:Lightning_Bolt
  Scenario: With a spell on the stack, the active player holding priority can't play a land, and nothing changes
    Given the board "rules/117/bolt-forest-island.json"
    When Alice casts "bolt" targeting Bob tapping "mountain" for mana
    And Alice plays the land "forest"
    Then the action is refused (CR 117.1c or 305.1 or 116.2a)
    And the game is as it was before the action
    And "forest" is in Alice's hand

  @cr:117.1c @cr:305.1 @cr:305.3 @context:116.2a @card:Island
  Scenario: Holding priority with an empty stack in Alice's main phase, Bob still can't play a land: it isn't his main phase
    Given the board "rules/117/bolt-forest-island.json"
    When Alice passes priority
    Then Bob has priority
    When Bob plays the land "bob-island"
    Then the action is refused (CR 117.1c or 305.1 or 305.3 or 116.2a)
    And the game is as it was before the action
    And "bob-island" is in Bob's hand

  @cr:117.1d @cr:601.2g @card:Llanowar_Elves @card:Forest
  Scenario: While paying for her spell, Alice activates a mana ability to pay it
    Given the board "rules/117/elves-forest.json"
    When Alice casts "elves", stopping while it is being paid
    And Alice taps "forest" for mana
    Then "forest" is tapped
    And Alice's mana pool is {G}
    When Alice continues casting the spell
    Then Alice paid {G} for the spell
    And the stack is, from the top: "Llanowar Elves"

  @cr:117.1d @cr:605.3a @cr:117.1 @card:Llanowar_Elves @card:Forest
  Scenario: Bob, without priority, can't activate a mana ability, and nothing changes
    Given the board "rules/117/elves-forest.json"
    When Alice casts "elves" tapping "forest" for mana
    And Bob taps "bob-forest" for mana
    Then the action is refused (CR 117.1d or 605.3a or 117.1)
    And the game is as it was before the action
    And "bob-forest" is untapped

  @cr:117.1d @card:Llanowar_Elves @card:Forest
  Scenario: Once Alice passes, Bob has priority and may activate a mana ability with a spell on the stack
    Given the board "rules/117/elves-forest.json"
    When Alice casts "elves" tapping "forest" for mana
    And Alice passes priority
    And Bob taps "bob-forest" for mana
    Then "bob-forest" is tapped
    And Bob's mana pool is {G}
    And the stack is, from the top: "Llanowar Elves"

  @cr:117.3 @cr:117.3a @card:Island
  Scenario: In the next turn, Bob, its active player, receives priority, and may play a land in his main phase
    Given the board "rules/117/bolt-forest-island.json"
    When the game advances to the next turn
    Then Bob has priority
    And Bob's hand holds "Island" and "Island"
    When Bob plays the land "bob-island"
    Then "bob-island" is on the battlefield

  @cr:117.3 @cr:117.3a @card:Island
  Scenario: From Bob's turn, in the next turn Alice, its active player, receives priority, not Bob
    Given the board "rules/117/bobs-turn.json"
    When the game advances to the next turn
    Then Alice has priority
    And Alice's hand holds "Island"
