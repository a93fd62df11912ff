Feature: A player told to cast a spell "if able" isn't required to when its mandatory additional cost involves cards of a stated quality in a hidden zone (CR 118.8c)
  CR 118.8c: "If an effect instructs a player to cast a spell "if able," and that spell has a mandatory additional
  cost that includes actions involving cards with a stated quality in a hidden zone, the player isn't required to
  cast that spell, even if those cards are present in that zone." Omen Machine reads "Players can't draw cards. At
  the beginning of each player's draw step, that player exiles the top card of their library. If it's a land card,
  the player puts it onto the battlefield. Otherwise, the player casts it without paying its mana cost if able."
  Caustic Exhale reads "As an additional cost to cast this spell, behold a Dragon or pay {1}. (To behold a Dragon,
  choose a Dragon you control or reveal a Dragon card from your hand.) Target creature gets -3/-3 until end of
  turn.": its mandatory additional cost includes revealing a Dragon card from the hand, a hidden zone. The player
  holding a Dragon card still may decline to cast it. Lightning Bolt has no such cost, and a legal target: the
  instruction binds (608.2c), and declining is refused. These scenarios only decline: casting a spell while an
  ability resolves (608.2g) is not what they are about.

  @cr:118.8c @card:Omen_Machine @card:Caustic_Exhale @card:Shivan_Dragon @card:Grizzly_Bears
  Scenario: Omen Machine exiles Caustic Exhale in Alice's draw step: holding Shivan Dragon, she still may decline to cast it
    Given the board "rules/118/omen-exhale-alice-holds-dragon.json"
    When the game advances to the draw
    Then the stack is, from the top: a triggered ability of "Omen Machine"
    And Alice's hand holds "Shivan Dragon"
    When all players pass priority
    Then "exhale" is in Alice's exile
    And Alice must accept or decline
    When Alice declines
    Then "exhale" is in Alice's exile
    And the stack is empty
    And "bears" is on the battlefield
    And "dragon" is in Alice's hand

  @cr:118.8c @card:Omen_Machine @card:Caustic_Exhale @card:Hypersonic_Dragon @card:Grizzly_Bears
  Scenario: Alice's Omen Machine exiles Caustic Exhale in Bob's draw step: Bob, holding Hypersonic Dragon, still may decline to cast it
    Given the board "rules/118/omen-exhale-bob-holds-dragon.json"
    When the game advances to the draw
    And all players pass priority
    Then "exhale" is in Bob's exile
    And Bob must accept or decline
    When Bob declines
    Then "exhale" is in Bob's exile
    And the stack is empty
    And "bears" is on the battlefield

  @cr:118.8c @cr:608.2c @card:Omen_Machine @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Lightning Bolt has no such additional cost: Omen Machine's instruction binds, and Alice can't decline to cast it
    Given the board "rules/118/omen-bolt-alices-upkeep.json"
    When the game advances to the draw
    And all players pass priority
    Then "bolt" is in Alice's exile
    And Alice must accept or decline
    When Alice declines
    Then the action is refused (CR 608.2c)
    And "bolt" is in Alice's exile
    And Alice must accept or decline
