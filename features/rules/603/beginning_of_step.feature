Feature: "At the beginning of" abilities trigger as their step begins (CR 603.2, 603.2b)
  CR 603.2b: "When a phase or step begins, all abilities that trigger 'at the beginning of' that phase or step
  trigger." Phyrexian Arena reads "At the beginning of your upkeep, you draw a card and you lose 1 life." Its
  ability triggers as Alice's upkeep begins, on no other step and in no other player's upkeep, and not again
  while the upkeep goes on. In the upkeep, where Alice holds priority with the trigger on the stack, she may cast
  an instant but not a creature spell (117.1a), even with the mana to pay for it; 302.1 says it of creature spells
  ("may cast a creature card from their hand during a main phase of their turn when the stack is empty"), and the
  refusal accepts either.

  @cr:603.2b @cr:503.1a @card:Phyrexian_Arena
  Scenario: As Alice's upkeep begins, Phyrexian Arena triggers and goes on the stack before she has priority
    Given the board "rules/603/arena-bobs-end-step.json"
    When the game advances to the next turn
    Then the stack is, from the top: a triggered ability of "Phyrexian Arena" controlled by Alice
    And Alice has priority
    And Alice's hand holds "Grizzly Bears"

  @cr:603.2b @cr:119.3 @card:Phyrexian_Arena
  Scenario: The upkeep trigger resolves: Alice draws a card and loses 1 life
    Given the board "rules/603/arena-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    Then Alice's hand holds "Grizzly Bears" and "Island"
    And Alice's life total is 19
    And the stack is empty

  @cr:603.2b @card:Phyrexian_Arena
  Scenario: Phyrexian Arena triggers once, as the upkeep begins: Alice's draw step brings her only her draw
    Given the board "rules/603/arena-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    And the game advances to precombat_main
    Then Alice's hand holds "Grizzly Bears", "Island" and "Forest"
    And Alice's life total is 19

  @cr:603.2b @card:Phyrexian_Arena
  Scenario: In Bob's upkeep, Alice's "your upkeep" ability doesn't trigger
    Given the board "rules/603/arena-alices-end-step.json"
    When the game advances to the next turn
    Then Bob has priority
    And the stack is empty
    And Alice's hand is empty
    And Alice's life total is 20
    And Bob's hand holds "Island"

  @cr:603.2b @card:Phyrexian_Arena
  Scenario: In Alice's upkeep, only her own Phyrexian Arena triggers, not Bob's
    Given the board "rules/603/arenas-bobs-end-step.json"
    When the game advances to the next turn
    Then the stack is, from the top: a triggered ability of "Phyrexian Arena" controlled by Alice
    When all players pass priority
    Then the stack is empty
    And Alice's life total is 19
    And Bob's life total is 20
    And Bob's hand is empty

  @cr:603.2b @card:Phyrexian_Arena
  Scenario: An upkeep that has already begun doesn't trigger the ability again
    Given the board "rules/603/arena-alices-upkeep.json"
    When the game advances to precombat_main
    Then Alice's hand holds "Island"
    And Alice's life total is 20

  @cr:117.1a @context:302.1 @cr:603.2b @card:Phyrexian_Arena @card:Grizzly_Bears @card:Forest
  Scenario: The ability triggered at the beginning of the upkeep, where Alice can't cast her creature spell though she has the mana
    Given the board "rules/603/arena-forests-bobs-end-step.json"
    When the game advances to the next turn
    And Alice casts "bears", tapping "forest-1" and "forest-2" for mana
    Then the action is refused (CR 117.1a or 302.1)
    And the stack is, from the top: a triggered ability of "Phyrexian Arena" controlled by Alice
