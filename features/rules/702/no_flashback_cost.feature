Feature: A card cast from a graveyard by an effect's permission, not by flashback, has no flashback cost to pay instead of its mana cost (CR 118.9, 702.34a)
  CR 118.9: "An alternative cost is a cost listed in a spell's text, or applied to it from another effect, that its
  controller may pay rather than paying the spell's mana cost." CR 702.34a: "'Flashback [cost]' means 'You may cast
  this card from your graveyard ... by paying [cost] rather than paying its mana cost' ..." Vohar, Vodalian
  Desecrator: "{2}, Sacrifice Vohar, Vodalian Desecrator: You may cast target instant or sorcery card from your
  graveyard this turn. ..." Lightning Bolt has no flashback: cast from the graveyard this way, it is cast for its
  mana cost {R}.

  @cr:118.9 @cr:702.34a @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: Lightning Bolt, which Vohar lets Alice cast from her graveyard, can't be cast for a flashback cost it doesn't have, only for {R}
    Given the board "rules/400/vohar-two-bolts.json"
    When Alice activates ability 2 of "vohar" targeting "bolt", paying with {C}{C}
    And all players pass priority
    And Alice casts "bolt" from her graveyard for its flashback cost, targeting Bob
    Then the action is refused (CR 118.9 or 702.34a)
    And "bolt" is in Alice's graveyard
    When Alice casts "bolt" from her graveyard, targeting Bob
    Then Alice paid {R} for the spell
