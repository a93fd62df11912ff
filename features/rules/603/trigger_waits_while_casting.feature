Feature: An ability that triggers while a spell is being paid for waits until the spell is cast (CR 603.3, 601.2i)
  CR 603.3: "Once an ability has triggered, its controller puts it on the stack as an object that's not a card the
  next time a player would receive priority." CR 601.2i: "Once the steps described in 601.2a-h are completed, [...]
  the spell becomes cast. [...] If the spell's controller had priority before casting it, they get priority."
  Tapping a land for mana while paying (601.2g, 605.3a) gives nobody priority. CR 603.2a: "Because they aren't
  cast or activated, triggered abilities can trigger even when it isn't legal to cast spells and activate
  abilities": mid-cast, nobody may cast a spell or activate a non-mana ability (601.2), yet the Winds trigger.
  Freyalise's Winds: "Whenever a permanent becomes tapped, put a wind counter on it."

  @cr:603.3 @cr:601.2i @card:Freyalise's_Winds @card:Sol_Ring @card:Island
  Scenario: While Alice pays for Sol Ring, the Winds' trigger from the Island she tapped waits: the stack holds Sol Ring alone
    Given the board "rules/603/winds-sol-ring-island.json"
    When Alice casts "sol-ring", stopping while it is being paid
    And Alice taps "island" for mana
    Then "island" is tapped
    And the stack is, from the top: "Sol Ring"

  @cr:603.3 @cr:601.2i @cr:603.2a @card:Freyalise's_Winds @card:Sol_Ring @card:Island
  Scenario: Once Sol Ring is cast, the Winds' trigger goes on the stack above it
    Given the board "rules/603/winds-sol-ring-island.json"
    When Alice casts "sol-ring", stopping while it is being paid
    And Alice taps "island" for mana
    And Alice continues casting the spell
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds", then "Sol Ring"
