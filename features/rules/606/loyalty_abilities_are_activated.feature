Feature: Loyalty abilities are activated abilities: they go on the stack and wait for the players to pass (CR 606.1)
  CR 606.1: "Some activated abilities are loyalty abilities, which are subject to special rules." Being activated
  abilities, they are put on the stack as they are activated (602.2a) and resolve once all players pass in succession
  (608.1), unlike mana abilities (605.3b). Jace Beleren: "+2: Each player draws a card. −1: Target player draws a
  card." The control: once both players pass, the ability resolves.

  @cr:606.1 @context:602.2a @card:Jace_Beleren
  Scenario: Jace Beleren's +2 waits on the stack while Bob has priority: nobody has drawn yet
    Given the board "rules/606/jace.json"
    When Alice activates ability 1 of "jace"
    And Alice passes priority
    Then Bob has priority
    And the stack is, from the top: an activated ability of "Jace Beleren"
    And Bob's hand is empty
    And Alice's hand holds "Lightning Bolt"

  @cr:606.1 @context:602.2a @card:Jace_Beleren
  Scenario: Jace Beleren's −1 targeting Bob waits on the stack; Bob draws only once both players pass
    Given the board "rules/606/jace.json"
    When Alice activates ability 2 of "jace" targeting Bob
    Then the stack is, from the top: an activated ability of "Jace Beleren"
    And Bob's hand is empty
    When all players pass priority
    Then the stack is empty
    And Bob's hand holds "Island"
