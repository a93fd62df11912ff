Feature: "Defending player" in an attacking creature's ability is the player it attacks (CR 508.5, 508.5a)
  CR 508.5: "If an ability of an attacking creature refers to a defending player, or if a spell or ability refers
  to both an attacking creature and a defending player, then unless otherwise specified, the defending player it's
  referring to is the player that creature is attacking [...]". CR 508.5a: "In a multiplayer game, any rule, object,
  or effect that refers to a 'defending player' refers to one specific defending player, not to all of the
  defending players." Abyssal Nightstalker (2/2): "Whenever Abyssal Nightstalker attacks and isn't blocked,
  defending player discards a card." A three-player game: Bob and Carol each hold one Island. The control: attacking
  Bob, Bob discards and Carol keeps her Island.

  @cr:508.5 @cr:508.5a @context:509.3g @card:Abyssal_Nightstalker
  Scenario: Abyssal Nightstalker attacks Carol unblocked: Carol discards her Island, Bob keeps his
    Given the board "rules/508/nightstalker-multiplayer.json"
    When Alice attacks Carol with "stalker"
    And the game advances to declare_blockers
    And Carol declares no blockers
    And all players pass priority
    And Carol chooses "carol-island"
    Then Carol's hand is empty
    And "carol-island" is in Carol's graveyard
    And Bob's hand holds "Island"

  @cr:508.5 @context:509.3g @card:Abyssal_Nightstalker
  Scenario: Carol, the defending player, chooses the card she discards from her hand
    Given the board "rules/508/nightstalker-multiplayer.json"
    When Alice attacks Carol with "stalker"
    And the game advances to declare_blockers
    And Carol declares no blockers
    And all players pass priority
    Then Carol must choose from "Island"

  @cr:508.5 @cr:508.5a @context:509.3g @card:Abyssal_Nightstalker
  Scenario: Control: Abyssal Nightstalker attacks Bob unblocked: Bob discards his Island, Carol keeps hers
    Given the board "rules/508/nightstalker-multiplayer.json"
    When Alice attacks Bob with "stalker"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And all players pass priority
    Then Bob must choose from "Island"
    When Bob chooses "bob-island"
    Then Bob's hand is empty
    And Carol's hand holds "Island"
