Feature: State-based actions are checked again after any is performed (CR 704.3)
  CR 704.3: "... If any state-based actions are performed as a result of a check, the check is repeated ..." A
  creature with lethal damage is destroyed (704.5g), one with toughness 0 or less is put into its owner's graveyard
  (704.5f); an Aura attached to nothing then is put into its owner's graveyard (704.5m), at the repeated check: it
  was still attached when the first check was made. A token that leaves the battlefield ceases to exist (111.7).

  @cr:704.3 @cr:704.5g @cr:704.5m @card:Grizzly_Bears
  Scenario: Grizzly Bears with lethal damage is destroyed, and at the repeated check the Aura attached to it is put into the graveyard
    Given the board "rules/704/aura-on-damaged-bears.json"
    When Alice passes priority
    Then "creature" is in Alice's graveyard
    And Alice's battlefield is empty
    And Bob has priority

  @cr:704.3 @cr:704.5f @cr:704.5m
  Scenario: A 0/0 Spirit token is put into the graveyard, and at the repeated check the Aura attached to it is too
    Given the board "rules/704/aura-on-zero-token.json"
    When Alice passes priority
    Then Alice's battlefield is empty
    And Bob has priority

  @cr:704.3 @cr:704.5m @card:Grizzly_Bears
  Scenario: Control: undamaged Grizzly Bears stays, and the Aura attached to it too
    Given the board "rules/704/aura-on-bears.json"
    When Alice passes priority
    Then Bob has priority
    And "aura" is on the battlefield
    And "creature" is on the battlefield
