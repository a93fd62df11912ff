Feature: A mana ability activated while a spell is paid for makes the mana its controller names (CR 601.2g, 106.4)
  CR 601.2g: while paying, "the player then has a chance to activate mana abilities". Thornwood Falls: "{T}: Add
  {G} or {U}." Alice pays for Grizzly Bears ({1}{G}) with the {C} in her pool and the mana she taps Thornwood Falls
  for: {G} pays the cost, {U} can't.

  @cr:601.2g @card:Grizzly_Bears @card:Thornwood_Falls
  Scenario: Alice taps Thornwood Falls for {G} while she pays for Grizzly Bears, and the {G} pays its {G}
    Given the board "rules/601/bears-falls.json"
    When Alice casts "bears", stopping while it is being paid
    And Alice taps "falls" for {G}
    Then Alice's mana pool is {C}{G}
    When Alice continues casting the spell
    Then the stack is, from the top: "Grizzly Bears"
    And Alice's mana pool is empty

  @cr:601.2g @cr:601.2h @cr:730.1 @context:118.3 @card:Grizzly_Bears @card:Thornwood_Falls
  Scenario: Alice taps Thornwood Falls for {U} while she pays for Grizzly Bears: {C}{U} can't pay {1}{G}, and the cast is undone
    Given the board "rules/601/bears-falls.json"
    When Alice casts "bears", stopping while it is being paid
    And Alice taps "falls" for {U}
    Then Alice's mana pool is {C}{U}
    When Alice continues casting the spell
    Then the action is refused (CR 601.2h or 118.3)
    And "bears" is in Alice's hand
