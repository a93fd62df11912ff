Feature: A permanent's static ability applies while it is on the battlefield, and only then (CR 604.2)
  CR 604.2: the continuous effects of static abilities "are active as long as the permanent with the ability remains
  on the battlefield and has the ability". Thalia, Guardian of Thraben reads "Noncreature spells cost {1} more to
  cast." Once Alice has sacrificed Thalia to Ashnod's Altar ("Sacrifice a creature: Add {C}{C}"), her effect is gone
  and Lightning Bolt costs {R}, as it does once Bob's Thalia is destroyed; in Alice's hand Thalia's ability does
  nothing.

  @cr:604.2 @context:601.2f @card:Thalia,_Guardian_of_Thraben @card:Ashnod's_Altar @card:Lightning_Bolt
  Scenario: Once Alice has sacrificed Thalia to Ashnod's Altar, her Lightning Bolt costs {R}, not {1}{R}
    Given the board "rules/601/bolt-thalia-altar.json"
    When Alice activates "altar" sacrificing "thalia"
    Then "thalia" is in Alice's graveyard
    And Alice's mana pool is {C}{C}{C}
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then Alice paid {R} for the spell
    And Alice's mana pool is {C}{C}{C}

  @cr:604.2 @context:601.2f @card:Thalia,_Guardian_of_Thraben @card:Lightning_Bolt
  Scenario: Alice's first Lightning Bolt, which costs {1}{R} under Bob's Thalia, destroys Thalia: her second one costs {R}
    Given the board "rules/604/bolts-bob-thalia.json"
    When Alice casts "bolt-1" targeting "thalia", tapping "mountain-1" for mana
    Then Alice paid {1}{R} for the spell
    When all players pass priority
    Then "thalia" is in Bob's graveyard
    When Alice casts "bolt-2" targeting Bob, tapping "mountain-2" for mana
    Then Alice paid {R} for the spell

  @cr:604.2 @context:601.2f @card:Thalia,_Guardian_of_Thraben @card:Lightning_Bolt
  Scenario: Thalia in Alice's hand doesn't make her Lightning Bolt cost more: it costs {R}
    Given the board "rules/604/bolt-thalia-in-hand.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then Alice paid {R} for the spell
    And Alice's mana pool is {C}

  @cr:604.2 @cr:601.2f @card:Thalia,_Guardian_of_Thraben @card:Lightning_Bolt
  Scenario: Control: with Thalia on the battlefield, Alice's Lightning Bolt costs {1}{R}
    Given the board "rules/601/bolt-thalia-altar.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then Alice paid {1}{R} for the spell
    And Alice's mana pool is empty
