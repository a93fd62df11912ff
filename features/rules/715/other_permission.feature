Feature: Another effect allowing a card to be cast may allow it to be cast as an Adventure (CR 715.3d)
  CR 715.3d: "... They can't cast it as an Adventure this way, although other effects that allow a player to cast a
  card may allow the player to cast it as an Adventure." Containment Construct: "Whenever you discard a card, you
  may exile that card from your graveyard. If you do, you may play that card this turn." Vohar, Vodalian
  Desecrator: "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card this way, each
  opponent loses 1 life and you gain 1 life." Lovestruck Beast's Adventure is Heart's Desire ({G}, sorcery).

  @cr:715.3d @card:Lovestruck_Beast_//_Heart's_Desire @card:Containment_Construct @card:Vohar,_Vodalian_Desecrator
  Scenario: Alice discards Lovestruck Beast, exiles it with Containment Construct's ability, and casts it from exile as its Adventure Heart's Desire
    Given the board "rules/715/vohar-construct-beast-bolt.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "beast"
    And all players pass priority
    And Alice chooses "beast"
    Then "beast" is in Alice's exile
    When Alice casts "beast" from her exile as an Adventure
    Then the stack is, from the top: "Heart's Desire" controlled by Alice
    And Alice paid {G} for the spell
