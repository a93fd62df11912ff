Feature: The total cost is paid in full or not at all (CR 601.2h)
  CR 601.2h: "The player pays the total cost. ... Partial payments are not allowed." A creature chosen to be
  sacrificed for emerge is still on the battlefield while mana abilities are activated (601.2g); sacrificed for
  mana then, it can't be sacrificed for the spell, the total cost can't be paid and the cast is undone (730); CR
  118.3, "A player can't pay a cost without having the necessary resources to pay it fully", says the same.
  Decimator of the Provinces has emerge {6}{G}{G}{G}; Ashnod's Altar reads "Sacrifice a creature: Add {C}{C}."
  Bankrupt in Blood: "As an additional cost to cast this spell, sacrifice two creatures." That cost is part of the
  total cost (601.2f): cast with no creature sacrificed, the total cost isn't paid. Once a cast is undone, each
  player may reverse the mana abilities they activated meanwhile, or keep their mana (730.1): the first scenario
  asserts only what both choices leave.

  @cr:601.2h @context:118.3 @card:Decimator_of_the_Provinces @card:Ashnod's_Altar @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Grizzly Bears, chosen for emerge and then sacrificed to Ashnod's Altar while Decimator is paid for, can't be sacrificed for it: the cast is undone
    Given the board "rules/601/decimator-altar-bears-elves.json"
    When Alice casts "decimator" for its emerge cost, sacrificing "bears", stopping while it is being paid
    And Alice activates "altar" sacrificing "bears"
    And Alice continues casting the spell
    Then the action is refused (CR 601.2h or 118.3)
    And "decimator" is in Alice's hand
    And the stack is empty

  @cr:601.2h @card:Decimator_of_the_Provinces @card:Ashnod's_Altar @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Llanowar Elves sacrificed to Ashnod's Altar while Decimator is paid for, Grizzly Bears is sacrificed for emerge and the spell is cast
    Given the board "rules/601/decimator-altar-bears-elves.json"
    When Alice casts "decimator" for its emerge cost, sacrificing "bears", stopping while it is being paid
    And Alice activates "altar" sacrificing "elves"
    And Alice continues casting the spell
    Then the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And "bears" is in Alice's graveyard
    And "elves" is in Alice's graveyard
    And Alice's mana pool is {C}{C}

  @cr:601.2h @card:Bankrupt_in_Blood @card:Grizzly_Bears @card:Llanowar_Elves @card:Island
  Scenario: Bankrupt in Blood cast with no creature sacrificed leaves its additional cost unpaid: the cast is refused, and with two creatures it is cast
    Given the board "rules/601/bankrupt-bears-elves.json"
    When Alice casts "bankrupt"
    Then the action is refused (CR 601.2h)
    And "bankrupt" is in Alice's hand
    When Alice casts "bankrupt" sacrificing "bears" and "elves"
    Then the stack is, from the top: "Bankrupt in Blood"
