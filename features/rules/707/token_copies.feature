Feature: A token copy of a creature is a token with the original's copiable values (CR 707.2, 111.7, 302.6)
  Cackling Counterpart: "Create a token that's a copy of target creature you control." The token has the copiable
  values of the creature it copies (707.2), a token's among them; it is a token even when it copies a card, and a
  token that leaves the battlefield ceases to exist (111.7). It is a new permanent: its {T} abilities can't be
  activated until Alice has controlled it continuously since her most recent turn began (302.6, or 602.5a, which says
  the same: an engine may name either).

  @cr:707.2 @cr:601.2f @card:Cackling_Counterpart @card:Emry,_Lurker_of_the_Loch
  Scenario: The token copy of a Thopter artifact token is an artifact too: with both, Emry costs Alice {U} alone
    Given the board "rules/707/counterpart-thopter-token.json"
    When Alice casts "counterpart" targeting "thopter", paying with {C}{U}{U}
    And all players pass priority
    And Alice casts "emry"
    Then Alice paid {U} for the spell

  @cr:302.6 @cr:707.2 @context:602.5a @card:Cackling_Counterpart @card:Llanowar_Elves @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: The token copy of Llanowar Elves, created this turn, can't be tapped for mana
    Given the board "rules/707/counterpart-elves.json"
    When Alice casts "counterpart" targeting "elves", paying with {C}{U}{U}
    And all players pass priority
    And Alice casts "splinters", sacrificing "elves", targeting "bears"
    And all players pass priority
    Then Alice's battlefield holds "Llanowar Elves"
    When Alice activates "Llanowar Elves"
    Then the action is refused (CR 302.6 or 602.5a)
    And the game is as it was before the action

  @cr:302.6 @cr:702.10c @card:Cackling_Counterpart @card:Llanowar_Elves @card:Bone_Splinters @card:Grizzly_Bears @card:Fervor
  Scenario: Control: with haste from Fervor, the token copy of Llanowar Elves is tapped for {G} the turn it was created
    Given the board "rules/707/counterpart-elves-fervor.json"
    When Alice casts "counterpart" targeting "elves", paying with {C}{U}{U}
    And all players pass priority
    And Alice casts "splinters", sacrificing "elves", targeting "bears"
    And all players pass priority
    And Alice activates "Llanowar Elves"
    Then "Llanowar Elves" is tapped
    And Alice's mana pool is {G}

  @cr:111.7 @card:Cackling_Counterpart @card:Delver_of_Secrets @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: The token copy of Delver of Secrets, sacrificed, ceases to exist: only the card reaches Alice's graveyard
    Given the board "rules/707/counterpart-delver-two-splinters.json"
    When Alice casts "counterpart" targeting "delver", paying with {C}{U}{U}
    And all players pass priority
    And Alice casts "splinters", sacrificing "delver", targeting "bears"
    And all players pass priority
    And Alice casts "splinters2", sacrificing "Delver of Secrets", targeting "bears2"
    And all players pass priority
    Then Alice's battlefield is empty
    And Alice's graveyard holds "Cackling Counterpart", "Bone Splinters", "Bone Splinters", "Delver of Secrets // Insectile Aberration"
