Feature: A copy of a spell in a zone other than the stack ceases to exist (CR 704.5e)
  CR 704.5e: "If a copy of a spell is in a zone other than the stack, it ceases to exist." CR 707.10: a copy of a
  spell is not a card. Storm King's Thunder ({X}{R}{R}{R}, instant): "When you cast your next instant or sorcery
  spell this turn, copy that spell X times. You may choose new targets for the copies." Divination: "Draw two
  cards." Having resolved, the copy is put into Alice's graveyard (608.2n) and at the next check ceases to exist;
  the card Divination stays there.

  @cr:704.5e @context:707.10 @card:Storm_King's_Thunder @card:Divination
  Scenario: Storm King's Thunder cast with X = 1 copies Divination: once both resolve, Alice's graveyard holds the one card Divination
    Given the board "rules/704/thunder-divination.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 3 times
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt" and "Mountain"
    And Alice's graveyard holds "Storm King's Thunder" and "Divination"
    And the stack is empty

  @cr:704.5e @context:707.10 @card:Storm_King's_Thunder @card:Divination
  Scenario: Storm King's Thunder cast with X = 2 copies Divination two times: no copy stays in Alice's graveyard
    Given the board "rules/704/thunder-divination.json"
    When Alice casts "thunder" with X = 2
    And all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 4 times
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt", "Mountain", "Forest" and "Grizzly Bears"
    And Alice's graveyard holds "Storm King's Thunder" and "Divination"

  @cr:704.5e @card:Storm_King's_Thunder @card:Divination
  Scenario: Control: Storm King's Thunder cast with X = 0 copies nothing: Divination, a card, stays in Alice's graveyard
    Given the board "rules/704/thunder-divination.json"
    When Alice casts "thunder" with X = 0
    And all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 2 times
    Then Alice's hand holds "Plains" and "Island"
    And Alice's graveyard holds "Storm King's Thunder" and "Divination"
