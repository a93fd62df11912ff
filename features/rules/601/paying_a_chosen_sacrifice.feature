Feature: The total cost is paid in full or not at all (CR 601.2h)
  CR 601.2h: "The player pays the total cost. ... Partial payments are not allowed." A creature chosen to be
  sacrificed for emerge is still on the battlefield while mana abilities are activated (601.2g); sacrificed for
  mana then, it can't be sacrificed for the spell, the total cost can't be paid and the cast is undone (730).
  Decimator of the Provinces has emerge {6}{G}{G}{G}; Ashnod's Altar reads "Sacrifice a creature: Add {C}{C}."

  @cr:601.2h @card:Decimator_of_the_Provinces @card:Ashnod's_Altar @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Grizzly Bears, chosen for emerge and then sacrificed to Ashnod's Altar while Decimator is paid for, can't be sacrificed for it: the cast is undone
    Given the board "rules/601/decimator-altar-bears-elves.json"
    When Alice casts "decimator" for its emerge cost, sacrificing "bears", stopping while it is being paid
    And Alice activates "altar" sacrificing "bears"
    And Alice continues casting the spell
    Then the action is refused (CR 601.2h)
    When Alice casts "decimator" for its emerge cost, sacrificing "bears"
    Then the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And "bears" is in Alice's graveyard

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
