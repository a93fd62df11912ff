Feature: An ability's effect finds the untargeted object its trigger condition named, changed or not (CR 608.2k)
  CR 608.2k: if an ability's effect refers to a specific untargeted object that its trigger condition referred to,
  it still affects that object even if the object has changed characteristics. Freyalise's Winds reads "Whenever
  a permanent becomes tapped, put a wind counter on it." Mutavault reads "{T}: Add {C}. {1}: Until end of turn,
  Mutavault becomes a 2/2 creature with all creature types. It's still a land." Ashnod's Altar reads "Sacrifice a
  creature: Add {C}{C}." An engine that affects "it" only while it has the characteristics it had as the ability
  triggered (a land, not a creature) puts no counter on the animated Mutavault. Once the Mutavault has left the
  battlefield, the card in the graveyard is a new object (400.7): "it" is gone, and the counter goes nowhere, not on
  that card. Nor on the permanent that card becomes if it returns to the battlefield: Order of Whiteclay reads
  "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield."
  The Llanowar Elves it returns is a new object again, untapped, that never became tapped.

  @cr:608.2k @card:Freyalise's_Winds @card:Mutavault
  Scenario: Mutavault becomes a 2/2 creature before the Winds' trigger resolves: the wind counter still goes on it
    Given the board "rules/608/winds-mutavault-altar.json"
    When Alice taps "mutavault" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds"
    When Alice activates ability 2 of "mutavault"
    Then the stack is, from the top: an activated ability of "Mutavault", then a triggered ability of "Freyalise's Winds"
    When all players pass priority
    Then "mutavault" is 2/2
    And "mutavault" has 0 wind counters
    When all players pass priority
    Then the stack is empty
    And "mutavault" has 1 wind counter

  @cr:400.7 @context:608.2k @card:Freyalise's_Winds @card:Mutavault @card:Ashnod's_Altar
  Scenario: Mutavault sacrificed before the trigger resolves is a new object in the graveyard: no permanent gets the counter
    Given the board "rules/608/winds-mutavault-altar.json"
    When Alice taps "mutavault" for mana
    And Alice activates ability 2 of "mutavault"
    And all players pass priority
    And Alice activates "altar" sacrificing "mutavault"
    Then "mutavault" is in Alice's graveyard
    And "mutavault" has 0 wind counters
    And Alice's mana pool is {C}{C}
    When all players pass priority
    Then the stack is empty
    And "mutavault" has 0 wind counters
    And "altar" has 0 wind counters
    And "winds" has 0 wind counters

  @cr:400.7 @context:608.2k @card:Freyalise's_Winds @card:Llanowar_Elves @card:Ashnod's_Altar @card:Order_of_Whiteclay
  Scenario: Llanowar Elves tapped for mana, sacrificed and returned by Order of Whiteclay before the Winds' trigger resolves is a new permanent: it gets no wind counter
    Given the board "rules/608/winds-elves-altar-whiteclay.json"
    When Alice taps "elves" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds"
    When Alice activates "altar" sacrificing "elves"
    And Alice activates "order" targeting "elves"
    Then the stack is, from the top: an activated ability of "Order of Whiteclay", then a triggered ability of "Freyalise's Winds"
    When all players pass priority
    Then "elves" is on the battlefield
    And "elves" is untapped
    When all players pass priority
    Then the stack is empty
    And "elves" has 0 wind counters
    And "altar" has 0 wind counters
    And "order" has 0 wind counters
