Feature: Haunt exiles the very card its trigger saw put into the graveyard, and triggers only if it was put there (CR 702.55a, 614.6, 400.7)
  CR 702.55a: haunt on an instant or sorcery means "When this spell is put into a graveyard during its resolution,
  exile it haunting target creature." CR 614.6: "If an event is replaced, it never happens." CR 400.7: "An object that
  moves from one zone to another becomes a new object with no memory of, or relation to, its previous existence."
  Seize the Soul reads "Destroy target nonwhite, nonblack creature. Create a 1/1 white Spirit creature token with
  flying. Haunt [...]". Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile it
  instead." Tormod's Crypt: "{T}, Sacrifice Tormod's Crypt: Exile all cards from target player's graveyard." The card
  exiled by the Crypt is a new object, not the one the haunt ability looks for: it haunts nothing (702.55b: "Cards
  that are in the exile zone as the result of a haunt ability 'haunt' the creature targeted by that ability"), so when
  the Grizzly Bears the ability targeted dies, Seize the Soul's "When the creature Seize the Soul haunts dies" doesn't
  trigger, though a third Grizzly Bears would be a legal target for it. The card may leave the graveyard another
  way: Snapcaster Mage reads "Flash / When Snapcaster Mage enters, target instant or sorcery card in your graveyard
  gains flashback until end of turn. The flashback cost is equal to its mana cost." Cast again from the graveyard,
  Seize the Soul is a new object on the stack, and exiled as it resolves (702.34a), a new object again, never put
  into a graveyard: the first haunt ability still finds no card to exile, and no creature is haunted.

  @cr:702.55a @cr:614.6 @card:Seize_the_Soul @card:Rest_in_Peace @card:Grizzly_Bears
  Scenario: With Rest in Peace, the resolved Seize the Soul is exiled instead of put into the graveyard: its haunt doesn't trigger
    Given the board "rules/608/seize-rest-in-peace.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    Then "Seize the Soul" is in Alice's exile
    And "Grizzly Bears" is in Bob's exile
    And the stack is empty

  @cr:702.55a @cr:400.7 @cr:702.55b @card:Seize_the_Soul @card:Tormod's_Crypt @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Tormod's Crypt exiles Seize the Soul before its haunt ability resolves: the ability finds no card in the graveyard, the Grizzly Bears it targeted is haunted by nothing, and its death triggers nothing
    Given the board "rules/702/seize-crypt-bolt-three-bears.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    And Alice chooses "bears2"
    Then the stack is, from the top: a triggered ability of "Seize the Soul"
    When Alice passes priority
    And Bob activates "crypt" targeting Alice
    And all players pass priority
    Then "Seize the Soul" is in Alice's exile
    When all players pass priority
    Then the stack is empty
    When Alice passes priority
    And Bob casts "bolt" targeting "bears2", tapping "mountain" for mana
    And all players pass priority
    Then "bears2" is in Bob's graveyard
    And the stack is empty
    And "bears3" is on the battlefield

  @cr:400.7 @cr:702.55b @context:702.34a @card:Seize_the_Soul @card:Snapcaster_Mage @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Alice casts Seize the Soul again by the flashback Snapcaster Mage gives it before its haunt ability resolves: the card, exiled by flashback, haunts nothing, and the Grizzly Bears targeted dies triggering nothing
    Given the board "rules/702/seize-snapcaster-bolt-four-bears.json"
    When Alice casts "seize" targeting "bears", paying with {C}{C}{B}{B}
    And all players pass priority
    And Alice chooses "bears2"
    Then the stack is, from the top: a triggered ability of "Seize the Soul"
    When Alice casts "snapcaster", paying with {C}{U}
    And all players pass priority
    And all players pass priority
    And Alice casts "seize" from her graveyard for its flashback cost, targeting "bears3", paying with {C}{C}{B}{B}
    Then the stack is, from the top: "Seize the Soul" controlled by Alice, then a triggered ability of "Seize the Soul"
    When all players pass priority
    Then "bears3" is in Bob's graveyard
    And "seize" is in Alice's exile
    And the stack is, from the top: a triggered ability of "Seize the Soul"
    When all players pass priority
    Then the stack is empty
    When Alice casts "bolt" targeting "bears2"
    And all players pass priority
    Then "bears2" is in Bob's graveyard
    And the stack is empty
    And "bears4" is on the battlefield
