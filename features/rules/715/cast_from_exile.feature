Feature: After an Adventure resolves, its caster may cast the exiled card for as long as it stays exiled, not as an Adventure (CR 715.3d)
  CR 715.3d: "Instead of putting a spell that was cast as an Adventure into its owner's graveyard as it resolves,
  its controller exiles it. For as long as that card remains exiled, that player may cast it. They can't cast it as
  an Adventure this way, although other effects that allow a player to cast a card may allow the player to cast it
  as an Adventure." Lovestruck Beast // Heart's Desire: a {2}{G} creature card whose Adventure Heart's Desire ({G},
  sorcery) creates a 1/1 white Human creature token.

  @cr:715.3d @card:Lovestruck_Beast_//_Heart's_Desire @card:Forest
  Scenario: Heart's Desire resolves and is exiled; on her next turn Alice casts Lovestruck Beast from her exile
    Given the board "rules/715/beast-delver-lands.json"
    When Alice casts "beast" as an Adventure, tapping "forest-1" for mana
    And all players pass priority
    Then "beast" is in Alice's exile
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 5 of Alice, in the precombat_main step
    When Alice casts "beast" from her exile, tapping "forest-1", "forest-2" and "forest-3" for mana
    Then the stack is, from the top: "Lovestruck Beast" controlled by Alice
    And Alice paid {2}{G} for the spell

  @cr:715.3d @card:Lovestruck_Beast_//_Heart's_Desire @card:Forest
  Scenario: Alice can't cast the exiled Lovestruck Beast as its Adventure again; she casts it as the creature
    Given the board "rules/715/beast-delver-lands.json"
    When Alice casts "beast" as an Adventure, tapping "forest-1" for mana
    And all players pass priority
    And Alice casts "beast" from her exile as an Adventure, tapping "forest-2" for mana
    Then the action is refused (CR 715.3d)
    And the game is as it was before the action
    When Alice casts "beast" from her exile, tapping "forest-2", "forest-3" and "forest-4" for mana
    Then the stack is, from the top: "Lovestruck Beast" controlled by Alice
