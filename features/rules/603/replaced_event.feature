Feature: An event that is replaced triggers nothing (CR 603.2h)
  CR 603.2h: "An ability triggers only if its trigger event actually occurs. An event that's prevented or replaced
  won't trigger anything." Hangarback Walker reads "When this creature dies, create a 1/1 colorless Thopter
  artifact creature token with flying for each +1/+1 counter on this creature." Rest in Peace reads "If a card or
  token would be put into a graveyard from anywhere, exile it instead." A creature exiled instead of being put
  into a graveyard doesn't die (700.4), so "when this creature dies" doesn't trigger.

  @cr:603.2h @cr:614.1a @cr:700.4 @card:Hangarback_Walker @card:Rest_in_Peace @card:Ashnod's_Altar
  Scenario: With Rest in Peace, the sacrificed Hangarback Walker is exiled instead: its dies ability doesn't trigger
    Given the board "rules/603/altar-hangarback-rest-in-peace.json"
    When Alice activates "altar" sacrificing "hangarback"
    Then "hangarback" is in Alice's exile
    And Alice's mana pool is {C}{C}
    And the stack is empty
    And Alice's battlefield holds "Ashnod's Altar" and "Rest in Peace"

  @cr:603.2h @cr:614.1a @card:Hangarback_Walker @card:Rest_in_Peace @card:Ashnod's_Altar
  Scenario: Bob's Rest in Peace replaces Alice's creature going to her graveyard too: nothing triggers
    Given the board "rules/603/altar-hangarback-bobs-rest-in-peace.json"
    When Alice activates "altar" sacrificing "hangarback"
    Then "hangarback" is in Alice's exile
    And the stack is empty
    And Alice's battlefield holds "Ashnod's Altar"

  @cr:700.4 @context:603.2h @card:Hangarback_Walker @card:Ashnod's_Altar
  Scenario: Without Rest in Peace, Hangarback Walker dies and its dies ability triggers
    Given the board "x/altar-hangarback-two-counters.json"
    When Alice activates "altar" sacrificing "hangarback"
    Then "hangarback" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    And Alice's mana pool is {C}{C}
