@mechanic:casting-permissions
Feature: An alternative cost offered by a permanent is available to its controller only (CR 118.9, 601.2b)
  Ruling: "You'll still pay all costs for a spell cast this way, including additional costs. You may also pay
  alternative costs if any are available."
  Fist of Suns reads "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast." The
  alternative cost it offers is available for spells its controller casts, from anywhere (emry_permission.feature):
  an opponent's Fist of Suns offers Alice nothing, and doesn't stop her own from offering its cost. On both
  boards Bob's permanents come first.

  @ruling:casting-permissions.all-costs-still-paid @cr:118.9 @cr:601.2b @cr:730.1
  @card:Emry,_Lurker_of_the_Loch @card:Shimmer_Myr @card:Fist_of_Suns
  Scenario: Bob's Fist of Suns offers no alternative cost for a card Alice casts this way, and nothing changes
    Given the board "casting_permissions/emry-shimmer-bobs-fist.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Alice casts "shimmer" from her graveyard using the alternative cost of "Fist of Suns"
    Then the action is refused (CR 118.9)
    And the game is as it was before the action

  @ruling:casting-permissions.all-costs-still-paid @cr:118.9 @cr:601.2f
  @card:Emry,_Lurker_of_the_Loch @card:Shimmer_Myr @card:Fist_of_Suns
  Scenario: With a Fist of Suns on each side, Alice's own offers its alternative cost for a card she casts this way
    Given the board "casting_permissions/emry-shimmer-two-fists.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Alice casts "shimmer" from her graveyard using the alternative cost of "Fist of Suns"
    Then Alice paid {W}{U}{B}{R}{G} for the spell
    And "shimmer" is on the stack
    And Alice's mana pool is empty
