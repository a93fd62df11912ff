Feature: The abilities of a creature card function only while it is on the battlefield (CR 113.6)
  CR 113.6: "Abilities of an instant or sorcery spell usually function only while that object is on the stack.
  Abilities of all other objects usually function only while that object is on the battlefield." Beast Whisperer
  reads "Whenever you cast a creature spell, draw a card." While it is a spell on the stack, its ability doesn't
  function, so casting it triggers nothing; once it is a permanent, casting a creature spell triggers it. The control
  doesn't decide 113.6 (an engine whose abilities function in every zone passes it); it decides that the trigger
  happens as the spell becomes cast, while Grizzly Bears is still on the stack (601.2i: "Any abilities that trigger
  when a spell is cast ... trigger at this time"), not once it resolves.

  @cr:113.6 @card:Beast_Whisperer
  Scenario: Casting Beast Whisperer, a creature spell, doesn't trigger its own ability: it is on the stack, not the battlefield
    Given the board "rules/113/whisperer-in-hand.json"
    When Alice casts "whisperer"
    Then the stack is, from the top: "Beast Whisperer"
    When all players pass priority
    Then "whisperer" is on the battlefield
    And the stack is empty
    And Alice's hand holds "Grizzly Bears"

  @cr:601.2i @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: Control: once Beast Whisperer is on the battlefield, casting Grizzly Bears triggers it and Alice draws a card
    Given the board "rules/113/whisperer-in-hand.json"
    When Alice casts "whisperer"
    And all players pass priority
    And Alice casts "bears"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"
    When all players pass priority
    Then Alice's hand holds "Island"
