Feature: Once a madness trigger has put the card it didn't cast into the graveyard, effects referring to the discarded card find it there (CR 400.7k)
  CR 400.7k: "After resolving a madness triggered ability (see rule 702.35), if the exiled card wasn't cast and was
  moved to a public zone, effects referencing the discarded card can find that object." Arrogant Wurm has madness
  {2}{G}: discarded, it is exiled instead, and "When this card is exiled this way, its owner may cast it by paying
  [cost] ... If that player doesn't, they put this card into their graveyard" (702.35a). Containment Construct:
  "Whenever you discard a card, you may exile that card from your graveyard. If you do, you may play that card this
  turn." Vohar, Vodalian Desecrator's first ability makes Alice draw a card, then discard a card. Only the first
  scenario resolves a madness trigger before the Construct's ability and so decides 400.7k; in the second the
  Wurm is still in exile, where the Construct's ability doesn't look (400.7, passed through), and the madness
  trigger then puts it into the graveyard (702.35a); in the third, a card discarded straight into the graveyard
  is found there as any zone change's trigger finds its new object (400.7e).

  @cr:400.7k @cr:702.35a @card:Arrogant_Wurm @card:Containment_Construct @card:Vohar,_Vodalian_Desecrator
  Scenario: The madness trigger resolves first and puts Arrogant Wurm into the graveyard, where Containment Construct's ability finds it
    Given the board "rules/400/vohar-construct-wurm.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "wurm"
    Then "wurm" is in Alice's exile
    When Alice puts her triggered abilities on the stack in this order: "Containment Construct", then "Arrogant Wurm"
    And all players pass priority
    And Alice chooses nothing
    Then "wurm" is in Alice's graveyard
    When all players pass priority
    And Alice chooses "wurm"
    Then "wurm" is in Alice's exile
    When Alice casts "wurm" from her exile
    Then the stack is, from the top: "Arrogant Wurm" controlled by Alice
    And Alice paid {3}{G}{G} for the spell

  @cr:702.35a @context:400.7 @context:400.7k @card:Arrogant_Wurm @card:Containment_Construct @card:Vohar,_Vodalian_Desecrator
  Scenario: Containment Construct's ability resolves while Arrogant Wurm is still exiled by madness: it finds nothing, and the Wurm ends in the graveyard
    Given the board "rules/400/vohar-construct-wurm.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "wurm"
    And Alice puts her triggered abilities on the stack in this order: "Arrogant Wurm", then "Containment Construct"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Arrogant Wurm"
    And "wurm" is in Alice's exile
    When all players pass priority
    And Alice chooses nothing
    Then "wurm" is in Alice's graveyard
    And the stack is empty

  @cr:400.7e @card:Containment_Construct @card:Vohar,_Vodalian_Desecrator @card:Grizzly_Bears
  Scenario: Grizzly Bears, which has no madness, is discarded straight into the graveyard, where Containment Construct's ability finds it
    Given the board "rules/400/vohar-construct-wurm.json"
    When Alice activates "vohar"
    And all players pass priority
    And Alice chooses "bears"
    Then the stack is, from the top: a triggered ability of "Containment Construct"
    When all players pass priority
    And Alice chooses "bears"
    Then "bears" is in Alice's exile
    When Alice casts "bears" from her exile
    Then the stack is, from the top: "Grizzly Bears" controlled by Alice
    And Alice paid {1}{G} for the spell
