Feature: A cost that sacrifices two creatures sacrifices two different ones (CR 601.2h, 118.8)
  Bankrupt in Blood reads "As an additional cost to cast this spell, sacrifice two creatures. Draw three cards."
  CR 118.8: an additional cost is one "that its controller must pay at the same time they pay the spell's mana
  cost"; CR 601.2h: "The player pays the total cost. [...] Partial payments are not allowed. Unpayable costs can't be
  paid." A mandatory additional cost has nothing announced for it (601.2b's announcement covers the intention to
  pay optional costs); it is paid with the rest of the total cost. One creature named twice is one sacrifice of the
  two the cost asks for, a partial payment: a permanent can be sacrificed only once (701.17a).

  @cr:118.8 @card:Bankrupt_in_Blood @card:Grizzly_Bears @card:Llanowar_Elves @card:Island
  Scenario: Alice casts Bankrupt in Blood sacrificing Grizzly Bears and Llanowar Elves, and draws three cards
    Given the board "rules/601/bankrupt-bears-elves.json"
    When Alice casts "bankrupt" sacrificing "bears" and "elves"
    Then "bears" is in Alice's graveyard
    And "elves" is in Alice's graveyard
    When all players pass priority
    Then Alice's hand holds "Island", "Island" and "Island"

  @cr:601.2h @context:701.17a @card:Bankrupt_in_Blood @card:Grizzly_Bears @card:Llanowar_Elves @card:Island
  Scenario: Grizzly Bears named twice is not two creatures: Alice can't cast Bankrupt in Blood so, only with two different creatures
    Given the board "rules/601/bankrupt-bears-elves.json"
    When Alice casts "bankrupt" sacrificing "bears" and "bears"
    Then the action is refused (CR 601.2h or 701.17a)
    And "bears" is on the battlefield
    When Alice casts "bankrupt" sacrificing "bears" and "elves"
    Then the stack is, from the top: "Bankrupt in Blood"
