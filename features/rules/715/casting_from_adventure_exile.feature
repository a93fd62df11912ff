Feature: A card exiled as its Adventure resolves may be cast from exile, but not as an Adventure again (CR 715.3d)
  CR 715.3d: "Instead of putting a spell that was cast as an Adventure into its owner's graveyard as it resolves,
  its controller exiles it. For as long as that card remains exiled, that player may cast it. It can't be cast as
  an Adventure this way ..." Bonecrusher Giant ({2}{R}, a creature) has the Adventure Stomp ({1}{R}, an instant:
  "Damage can't be prevented this turn. Stomp deals 2 damage to any target.").

  @cr:715.3d @card:Bonecrusher_Giant_//_Stomp
  Scenario: After Stomp resolved, Alice can't cast Bonecrusher Giant from exile as Stomp again, only as the creature
    Given the board "rules/715/giant-alices-turn.json"
    When Alice casts "giant" as an Adventure, targeting Bob, paying with {C}{R}
    And all players pass priority
    And Alice casts "giant" from her exile as an Adventure, targeting Bob
    Then the action is refused (CR 715.3d)
    And "giant" is in Alice's exile
    When Alice casts "giant" from her exile
    Then the stack is, from the top: "Bonecrusher Giant" controlled by Alice
    And Alice paid {2}{R} for the spell

  @cr:715.3d @card:Bonecrusher_Giant_//_Stomp
  Scenario: Bonecrusher Giant, exiled as Stomp resolved, is cast from exile and resolves onto the battlefield
    Given the board "rules/715/giant-alices-turn.json"
    When Alice casts "giant" as an Adventure, targeting Bob, paying with {C}{R}
    And all players pass priority
    Then Bob's life total is 18
    And "giant" is in Alice's exile
    When Alice casts "giant" from her exile
    And all players pass priority
    Then "giant" is on the battlefield
