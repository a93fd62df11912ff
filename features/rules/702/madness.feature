Feature: A discarded card with madness is exiled, and as its trigger resolves its owner may cast it, or else puts it into her graveyard (CR 702.35a)
  CR 702.35a: madness means "If a player would discard this card, that player discards it, but exiles it instead of
  putting it into their graveyard" and "When this card is exiled this way, its owner may cast it by paying [cost]
  rather than paying its mana cost. If that player doesn't, they put this card into their graveyard." Arrogant Wurm
  has madness {2}{G}, and Alice has {C}{C}{G} to pay it, so the offer is a real one (608.2d: an impossible option
  isn't offered); Grizzly Bears has no madness. Vohar, Vodalian Desecrator: "{T}: Draw a card, then discard a card.
  ..."

  @cr:702.35a @card:Arrogant_Wurm @card:Vohar,_Vodalian_Desecrator
  Scenario: Arrogant Wurm, discarded, is exiled; as its madness trigger resolves Alice is offered to cast it, declines, and puts it into her graveyard
    Given the board "rules/702/vohar-wurm-bears.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "wurm"
    Then "wurm" is in Alice's exile
    And the stack is, from the top: a triggered ability of "Arrogant Wurm" controlled by Alice
    When all players pass priority
    Then Alice must choose from "Arrogant Wurm"
    When Alice chooses nothing
    Then "wurm" is in Alice's graveyard
    And the stack is empty
    And Alice's mana pool is {C}{C}{G}

  @cr:702.35a @card:Grizzly_Bears @card:Vohar,_Vodalian_Desecrator
  Scenario: Control: Grizzly Bears, which has no madness, is discarded straight into the graveyard, and nothing triggers
    Given the board "rules/702/vohar-wurm-bears.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bears"
    Then "bears" is in Alice's graveyard
    And the stack is empty
