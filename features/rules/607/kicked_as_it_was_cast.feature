Feature: "If this creature was kicked" refers only to the kicker paid as that object was cast (CR 607.2i)
  CR 607.2i: "If an object has an ability printed on it that allows an additional cost to be paid and an ability
  printed on it that refers to whether that cost was paid, those abilities are linked. The second refers only to
  whether the intent to pay the additional cost listed in the first was declared as the object was cast as a spell."
  Kavu Titan ({1}{G}, 2/2) reads "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.) If this
  creature was kicked, it enters with three +1/+1 counters on it and with trample." Order of Whiteclay reads "{1}{W}{W},
  {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield." A Kavu Titan
  that Order of Whiteclay returns wasn't cast, so it wasn't kicked, whatever happened to the card before (400.7).

  @cr:607.2i @context:400.7 @card:Kavu_Titan @card:Ashnod's_Altar @card:Order_of_Whiteclay
  Scenario: Kavu Titan cast kicked is sacrificed to Ashnod's Altar; returned by Order of Whiteclay, it is a 2/2 with no counters and no trample
    Given the board "rules/607/kavu-titan-altar-order.json"
    When Alice casts "titan" kicked, paying with {C}{C}{C}{G}{G}
    And all players pass priority
    Then "titan" has 3 +1/+1 counters
    When Alice activates "altar" sacrificing "titan"
    And Alice activates "order" targeting "titan"
    And all players pass priority
    Then "titan" is on the battlefield
    And "titan" is 2/2
    And "titan" has no +1/+1 counters
    And "titan" does not have trample

  @cr:607.2i @context:400.7 @card:Kavu_Titan @card:Counterspell @card:Order_of_Whiteclay
  Scenario: Kavu Titan cast kicked is countered; returned by Order of Whiteclay, it is a 2/2 with no counters and no trample
    Given the board "rules/607/kavu-titan-altar-order.json"
    When Alice casts "titan" kicked, paying with {C}{C}{C}{G}{G}
    And Alice passes priority
    And Bob casts "counterspell" targeting "titan"
    And all players pass priority
    Then "titan" is in Alice's graveyard
    When Alice activates "order" targeting "titan"
    And all players pass priority
    Then "titan" is on the battlefield
    And "titan" is 2/2
    And "titan" has no +1/+1 counters
    And "titan" does not have trample

  @cr:607.2i @card:Kavu_Titan
  Scenario: Control: Kavu Titan cast kicked enters with three +1/+1 counters and trample, a 5/5
    Given the board "rules/607/kavu-titan-altar-order.json"
    When Alice casts "titan" kicked, paying with {C}{C}{C}{G}{G}
    And all players pass priority
    Then "titan" is on the battlefield
    And "titan" is 5/5
    And "titan" has trample
