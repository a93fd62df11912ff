Feature: A prevention effect must exist before the damage event: it can't go back in time (CR 615.4)
  CR 615.4: "Prevention effects must exist before the appropriate damage event occurs—they can't 'go back in time'
  and change something that's already happened. Spells or abilities that generate these effects are often cast or
  activated in response to whatever would produce the event and thus resolve before that event would occur." Samite
  Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." Mending Hands: "Prevent the
  next 4 damage that would be dealt to any target this turn." A shield made after Lightning Bolt resolved gives back
  none of its damage, and still prevents the next damage; one made in response to the Bolt prevents the Bolt's.

  @cr:615.4 @card:Samite_Healer @card:Lightning_Bolt
  Scenario: Samite Healer's ability activated in response to Lightning Bolt resolves first: its shield prevents 1 of the Bolt's 3 damage
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    Then the stack is, from the top: "Lightning Bolt"
    When all players pass priority
    Then Bob's life total is 18

  @cr:615.4 @card:Samite_Healer @card:Lightning_Bolt @card:Prodigal_Pyromancer
  Scenario: Samite Healer's shield made after Lightning Bolt resolved gives Bob back none of it; it prevents Prodigal Pyromancer's 1 damage next
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
    When Alice passes priority
    And Bob activates "healer" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 17

  @cr:615.4 @card:Mending_Hands @card:Lightning_Bolt
  Scenario: Mending Hands cast after a Lightning Bolt resolved gives Bob back none of its 3 damage; it prevents a second Bolt's
    Given the board "rules/615/shields.json"
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    And Alice passes priority
    And Bob casts "hands" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
    When Alice casts "bolt2" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
