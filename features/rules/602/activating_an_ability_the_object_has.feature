Feature: Only an activated ability an object has can be activated (CR 602.1c)
  "An activated ability is the only kind of ability that can be activated." Beast Whisperer has a triggered
  ability, "Whenever you cast a creature spell, draw a card", and no activated one: activating it is refused, and
  no card is drawn. Sol Ring's one ability, "{T}: Add {C}{C}", is an activated mana ability: it is activated, and
  as a mana ability it doesn't use the stack (605.3b). Phyrexian Arena reads "At the beginning of your upkeep, you
  draw a card and you lose 1 life.": a triggered ability too, which only its trigger event puts on the stack
  (603.2), never its controller at will in her main phase.

  @cr:602.1c @card:Beast_Whisperer @card:Sol_Ring
  Scenario: Alice can't activate Beast Whisperer, whose only ability is a triggered ability
    Given the board "rules/602/sol-ring-beast-whisperer.json"
    When Alice activates "whisperer"
    Then the action is refused (CR 602.1c)
    And the game is as it was before the action
    And Alice's hand is empty
    When Alice activates ability 1 of "sol-ring"
    Then Alice's mana pool is {C}{C}

  @cr:602.1c @context:603.2b @card:Phyrexian_Arena
  Scenario: In her main phase Alice can't activate Phyrexian Arena to draw a card: its only ability is triggered at the beginning of her upkeep
    Given the board "rules/602/phyrexian-arena-main-phase.json"
    When Alice activates "arena"
    Then the action is refused (CR 602.1c)
    And the game is as it was before the action
    And the stack is empty
    And Alice's hand is empty
    And Alice's life total is 20
    And Alice has priority
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 5 of Alice, in the upkeep step
    And the stack is, from the top: a triggered ability of "Phyrexian Arena"
    When all players pass priority
    Then Alice's hand holds "Island"
    And Alice's life total is 19

  @cr:605.3b @context:602.1c @card:Sol_Ring
  Scenario: Alice activates Sol Ring's one ability and gets {C}{C} at once, with nothing on the stack
    Given the board "rules/602/sol-ring-beast-whisperer.json"
    When Alice activates ability 1 of "sol-ring"
    Then "sol-ring" is tapped
    And Alice's mana pool is {C}{C}
    And the stack is empty
