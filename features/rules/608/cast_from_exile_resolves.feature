Feature: An instant cast from exile with an effect's permission is put into its owner's graveyard as it resolves (CR 608.2n)
  CR 608.2n: "As the final part of an instant or sorcery spell's resolution, the spell itself is put into its
  owner's graveyard." Containment Construct: "Whenever you discard a card, you may exile that card from your
  graveyard. If you do, you may play that card this turn." Its permission says nothing of where the spell goes.
  Vohar, Vodalian Desecrator: "{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card
  this way, each opponent loses 1 life and you gain 1 life."

  @cr:608.2n @card:Lightning_Bolt @card:Containment_Construct @card:Vohar,_Vodalian_Desecrator
  Scenario: The Lightning Bolt Alice casts from exile with Containment Construct's permission goes to her graveyard as it resolves
    Given the board "rules/715/vohar-construct-beast-bolt.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bolt"
    And all players pass priority
    And Alice chooses "bolt"
    And Alice casts "bolt" from her exile targeting Bob
    And all players pass priority
    Then Bob's life total is 16
    And "bolt" is in Alice's graveyard
