Feature: A card cast again from the graveyard is a new object, which an effect on the spell it was doesn't apply to (CR 400.7)
  CR 400.7: "An object that moves from one zone to another becomes a new object with no memory of or relation to
  its previous existence." Hallow: "Prevent all damage target spell would deal this turn. You gain life equal to the
  damage prevented this way." Snapcaster Mage gives target instant or sorcery card in its controller's graveyard
  flashback until end of turn (702.34a); only that granted ability follows the card to the stack (400.7g).

  @cr:400.7 @cr:702.34a @card:Hallow @card:Lightning_Bolt @card:Snapcaster_Mage
  Scenario: Hallow prevents the damage of Alice's Lightning Bolt; cast again with flashback the same turn, the Bolt deals its 3 damage
    Given the board "rules/400/hallow-bolt-snapcaster.json"
    When Alice casts "bolt" targeting Bob
    And Alice passes priority
    And Bob casts "hallow" targeting "bolt"
    And all players pass priority
    And all players pass priority
    Then Bob's life total is 23
    And "bolt" is in Alice's graveyard
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And all players pass priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob
    And all players pass priority
    Then Bob's life total is 20
    And "bolt" is in Alice's exile
