@mechanic:casting-permissions
Feature: An alternative cost is available only where its permission says (CR 118.9, 601.2b)
  Ruling: "You'll still pay all costs for a spell cast this way, including additional costs. You may also pay
  alternative costs if any are available."
  Omniscience: "You may cast spells from your hand without paying their mana costs." Its alternative cost is
  available only for a spell cast from its owner's hand: a card cast from the graveyard with Emry's permission
  can't be cast for it (Fist of Suns', available from anywhere, can: emry_permission.feature).

  @ruling:casting-permissions.all-costs-still-paid @cr:118.9 @cr:601.2b @cr:730.1
  @card:Emry,_Lurker_of_the_Loch @card:Shimmer_Myr @card:Omniscience
  Scenario: Omniscience's alternative cost isn't available for a card cast from the graveyard, and nothing changes
    Given the board "casting_permissions/emry-shimmer-omniscience.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Alice casts "shimmer" from her graveyard without paying its mana cost thanks to "Omniscience"
    Then the action is refused (CR 118.9)
    And the game is as it was before the action

  @ruling:casting-permissions.all-costs-still-paid @cr:601.2f @cr:601.2h
  @card:Emry,_Lurker_of_the_Loch @card:Shimmer_Myr @card:Omniscience
  Scenario: Omniscience on the battlefield doesn't waive the mana cost of a card cast from the graveyard: without mana it is refused
    Given the board "casting_permissions/emry-shimmer-omniscience.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Alice casts "shimmer" from her graveyard
    Then the action is refused (CR 601.2h)
    And "shimmer" is in Alice's graveyard
