Feature: A granted ability that allows a card to be cast continues to apply to the spell it became (CR 400.7g)
  CR 400.7g: "If an effect grants a nonland card an ability that allows it to be cast, that ability will continue to
  apply to the new object that card became after it moved to the stack as a result of being cast this way."
  Snapcaster Mage: "When Snapcaster Mage enters, target instant or sorcery card in your graveyard gains flashback
  until end of turn. The flashback cost is equal to its mana cost." Flashback (702.34a) lets the card be cast from
  the graveyard, and says "If the flashback cost was paid, exile this card instead of putting it anywhere else any
  time it would leave the stack": that part applies to the spell, a new object (400.7), because the granted
  ability follows it. The other Lightning Bolt, cast from the graveyard "for its flashback cost", has no permission to
  be cast from there (601.3) and no flashback cost to pay (702.34a, 118.9): an engine may name either, as
  702/no_flashback_cost.feature accepts 118.9 or 702.34a.

  @cr:400.7g @cr:702.34a @card:Snapcaster_Mage @card:Lightning_Bolt
  Scenario: Lightning Bolt, cast from the graveyard with the flashback Snapcaster Mage gave it, is exiled as it resolves
    Given the board "rules/400/snapcaster-two-bolts.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And Alice chooses "bolt"
    And all players pass priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob
    Then Alice paid {R} for the spell
    When all players pass priority
    Then Bob's life total is 17
    And "bolt" is in Alice's exile
    And "bolt2" is in Alice's graveyard

  @cr:601.3 @context:400.7g @context:702.34a @context:118.9 @card:Snapcaster_Mage @card:Lightning_Bolt
  Scenario: The other Lightning Bolt in Alice's graveyard, which Snapcaster Mage didn't target, has no flashback and can't be cast
    Given the board "rules/400/snapcaster-two-bolts.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And Alice chooses "bolt"
    And all players pass priority
    And Alice casts "bolt2" from her graveyard for its flashback cost, targeting Bob
    Then the action is refused (CR 601.3 or 702.34a or 118.9)
    And the game is as it was before the action
    And "bolt2" is in Alice's graveyard

  @cr:400.7g @cr:702.34a @card:Snapcaster_Mage @card:Lightning_Bolt @card:Counterspell
  Scenario: The flashed-back Lightning Bolt, countered by Bob's Counterspell, is exiled too, not put into the graveyard
    Given the board "rules/400/snapcaster-two-bolts.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And Alice chooses "bolt"
    And all players pass priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob
    And Alice passes priority
    And Bob casts "counterspell" targeting "bolt"
    And all players pass priority
    Then Bob's life total is 20
    And "bolt" is in Alice's exile
    And "counterspell" is in Bob's graveyard
