Feature: A mana ability stays a mana ability when it can't produce mana (CR 605.2)
  CR 605.2: "A mana ability remains a mana ability even if the game state doesn't allow it to produce mana."
  Everflowing Chalice reads "{T}: Add {C} for each charge counter on this artifact." With no charge counter it adds
  nothing, but its ability is still a mana ability: it doesn't use the stack (605.3b), and it can be activated while
  a spell is paid for (605.3a, 601.2g), when only mana abilities can be.

  @cr:605.2 @context:605.3b @card:Everflowing_Chalice
  Scenario: Alice activates Everflowing Chalice with no charge counter: it is tapped, adds no mana, and nothing goes on the stack
    Given the board "rules/605/chalice-0-bolt.json"
    When Alice activates "chalice"
    Then "chalice" is tapped
    And the stack is empty
    And Alice's mana pool is {R}

  @cr:605.2 @context:605.3a @context:601.2g @card:Everflowing_Chalice @card:Lightning_Bolt
  Scenario: While paying for Lightning Bolt, Alice may activate Everflowing Chalice with no charge counter, a mana ability adding nothing
    Given the board "rules/605/chalice-0-bolt.json"
    When Alice casts "bolt" targeting Bob, stopping while it is being paid
    And Alice activates "chalice"
    Then "chalice" is tapped
    When Alice continues casting the spell
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice
    And Alice paid {R} for the spell
    And Alice's mana pool is empty

  @cr:605.3b @context:605.2 @card:Everflowing_Chalice
  Scenario: Control: Everflowing Chalice with one charge counter adds {C} at once, and nothing goes on the stack
    Given the board "rules/605/chalice-1-bolt.json"
    When Alice activates "chalice"
    Then "chalice" is tapped
    And the stack is empty
    And Alice's mana pool is {C}{R}
