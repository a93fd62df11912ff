Feature: A token in a zone other than the battlefield ceases to exist (CR 704.5d)
  CR 704.5d: "If a token is in a zone other than the battlefield, it ceases to exist." CR 111.7: "A token that's
  left the battlefield can't move to another zone or come back onto the battlefield." Lightning Bolt: "Lightning Bolt
  deals 3 damage to any target." Scar: "Put a -1/-1 counter on target creature." A token that dies goes to its
  owner's graveyard (704.5g, 704.5f) and, at the next check, ceases to exist; a card stays there.

  @cr:704.5d @card:Lightning_Bolt
  Scenario: Lightning Bolt destroys Bob's Thopter token: it ceases to exist, and Bob's graveyard is empty
    Given the board "rules/704/bolt-scar-thopter-token-ornithopter.json"
    When Alice casts "bolt" targeting "thopter"
    And all players pass priority
    Then "human" is on the battlefield
    And "ornithopter" is on the battlefield
    And Bob's graveyard is empty
    And "bolt" is in Alice's graveyard

  @cr:704.5d @card:Scar
  Scenario: Scar's -1/-1 counter puts Bob's 1/1 Human token into his graveyard: it ceases to exist there
    Given the board "rules/704/bolt-scar-thopter-token-ornithopter.json"
    When Alice casts "scar" targeting "human", paying with {B}
    And all players pass priority
    Then "thopter" is on the battlefield
    And "ornithopter" is on the battlefield
    And Bob's graveyard is empty
    And "scar" is in Alice's graveyard

  @cr:704.5d @card:Lightning_Bolt @card:Ornithopter
  Scenario: Control: Lightning Bolt destroys Bob's Ornithopter, a card: it stays in his graveyard
    Given the board "rules/704/bolt-scar-thopter-token-ornithopter.json"
    When Alice casts "bolt" targeting "ornithopter"
    And all players pass priority
    Then Bob's graveyard holds "Ornithopter"
    And "thopter" is on the battlefield
    And "human" is on the battlefield
