Feature: A zone-change trigger looks for the object only in the zone it moved to (CR 603.6)
  CR 603.6: "Many abilities with zone-change triggers attempt to do something to that object after it changes zones.
  During resolution, these abilities look for the object in the zone that it moved to. If the object is unable to be
  found in the zone it went to, the part of the ability attempting to do something to the object will fail to do
  anything." Young Wolf has undying: "When this creature dies, if it had no +1/+1 counters on it, return it to the
  battlefield under its owner's control with a +1/+1 counter on it." (702.93a) Tormod's Crypt reads "{T}, Sacrifice
  Tormod's Crypt: Exile all cards from target player's graveyard." Bob exiles Alice's graveyard while the undying
  ability waits: the Wolf is no longer in the graveyard it went to, and stays in exile. In the control Bob exiles his
  own (empty) graveyard, and the Wolf returns.

  @cr:603.6 @cr:603.6c @context:702.93a @card:Young_Wolf @card:Ashnod's_Altar @card:Tormod's_Crypt
  Scenario: Bob's Tormod's Crypt exiles Alice's graveyard while Young Wolf's undying ability waits: the ability doesn't find the Wolf, which stays in exile
    Given the board "rules/603/wolf-altar-bobs-crypt.json"
    When Alice activates "altar" sacrificing "wolf"
    And Alice passes priority
    And Bob activates "crypt" targeting Alice
    And all players pass priority
    Then "wolf" is in Alice's exile
    When all players pass priority
    Then "wolf" is in Alice's exile
    And the stack is empty
    And Alice's battlefield holds "Ashnod's Altar"

  @cr:702.93a @context:603.6 @context:603.6c @card:Young_Wolf @card:Ashnod's_Altar @card:Tormod's_Crypt
  Scenario: Control: Bob's Tormod's Crypt exiles his own graveyard instead: the undying ability finds the Wolf in Alice's graveyard and returns it
    Given the board "rules/603/wolf-altar-bobs-crypt.json"
    When Alice activates "altar" sacrificing "wolf"
    And Alice passes priority
    And Bob activates "crypt" targeting Bob
    And all players pass priority 2 times
    Then "wolf" is on the battlefield
    And "wolf" has 1 +1/+1 counter
    And the stack is empty
