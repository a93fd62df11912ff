Feature: The total cost is locked in once it is determined (CR 601.2f)
  CR 601.2f: "Once the total cost is determined, any effects that directly affect the total cost are applied.
  Then the resulting total cost becomes 'locked in.' If effects would change the total cost after this time,
  they have no effect." An effect that stops applying while the spell is being paid doesn't lower what is paid.

  @cr:601.2f @card:Lightning_Bolt @card:Thalia,_Guardian_of_Thraben @card:Ashnod's_Altar
  Scenario: Thalia sacrificed for mana while Lightning Bolt is paid for: the {1} she added stays in the total cost
    Given the board "rules/601/bolt-thalia-altar.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana, stopping while it is being paid
    And Alice activates "altar" sacrificing "thalia"
    Then "thalia" is in Alice's graveyard
    When Alice continues casting the spell
    Then Alice paid {1}{R} for the spell
    And Alice's mana pool is {C}{C}

  @cr:601.2f @card:Lightning_Bolt @card:Thalia,_Guardian_of_Thraben @card:Ashnod's_Altar
  Scenario: While Lightning Bolt is being paid for, its total cost is still {1}{R} once Thalia is sacrificed
    Given the board "rules/601/bolt-thalia-altar.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana, stopping while it is being paid
    And Alice activates "altar" sacrificing "thalia"
    Then "thalia" is in Alice's graveyard
    And the total cost of the spell is {1}{R}
