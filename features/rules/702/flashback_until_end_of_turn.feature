Feature: Flashback granted until end of turn lets an instant or sorcery card be cast from the graveyard that turn only (CR 702.34a, 514.2)
  CR 702.34a: flashback means "You may cast this card from your graveyard if the resulting spell is an instant or
  sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback cost was paid, exile this
  card instead of putting it anywhere else any time it would leave the stack." Snapcaster Mage: "When Snapcaster
  Mage enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback
  cost is equal to its mana cost." Effects that last "until end of turn" end in the cleanup step (514.2); a card
  with no ability or effect allowing it can't be cast from the graveyard (601.3).

  @cr:702.34a @card:Snapcaster_Mage @card:Divination
  Scenario: Snapcaster Mage gives Divination, a sorcery card, flashback: Alice casts it from her graveyard, draws two cards, and it is exiled
    Given the board "rules/702/snapcaster-divination.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And all players pass priority
    And Alice casts "divination" from her graveyard for its flashback cost
    Then Alice paid {2}{U} for the spell
    When all players pass priority
    Then Alice's hand holds "Island", "Island"
    And "divination" is in Alice's exile

  @cr:702.34a @cr:514.2 @cr:601.3 @card:Snapcaster_Mage @card:Lightning_Bolt
  Scenario: In Bob's turn the flashback Snapcaster Mage gave the Lightning Bolt has ended: Alice can't cast it from her graveyard, and casts the one in her hand
    Given the board "rules/702/snapcaster-bolt-mountain.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And all players pass priority
    And the game advances to the next turn
    And Bob passes priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob, tapping "mountain" for mana
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
    When Alice casts "alices-bolt" targeting Bob, tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice

  @cr:702.34a @cr:514.2 @cr:601.3 @card:Snapcaster_Mage @card:Lightning_Bolt
  Scenario: Control: in Alice's own turn the Lightning Bolt still has flashback, and she casts it from her graveyard
    Given the board "rules/702/snapcaster-bolt-mountain.json"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And all players pass priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob, tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice
    And Alice paid {R} for the spell
