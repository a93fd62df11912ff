Feature: Offered to pay mana, a player activates mana abilities as she would at any other time, and no other ability (CR 608.2g)
  CR 608.2g: "If an effect gives a player the option to pay mana, they may activate mana abilities before taking
  that action. [...] no other abilities can normally be activated during resolution." Bob's Mana Leak counters
  Alice's Grizzly Bears unless she pays {3}; her mana pool is empty. She controls Thornwood Falls ({T}: add {G} or
  {U}), Ashnod's Altar (sacrifice a creature: add {C}{C}), Mutavault ({1}: it becomes a 2/2 creature) and Llanowar
  Elves.

  @cr:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Thornwood_Falls
  Scenario: Offered to pay {3}, Alice taps Thornwood Falls for {U}, and her mana pool holds the {U} she named
    Given the board "rules/608/mana-leak-falls-altar.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "leak" targeting "bears"
    And all players pass priority
    Then Alice must choose whether to pay {3}
    When Alice taps "falls" for {U}
    Then Alice's mana pool is {U}

  @cr:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Thornwood_Falls @card:Ashnod's_Altar @card:Llanowar_Elves
  Scenario: Offered to pay {3}, Alice sacrifices Llanowar Elves to Ashnod's Altar for {C}{C}, taps Thornwood Falls and pays
    Given the board "rules/608/mana-leak-falls-altar.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "leak" targeting "bears"
    And all players pass priority
    And Alice activates "altar" sacrificing "elves"
    Then "elves" is in Alice's graveyard
    And Alice's mana pool is {C}{C}
    When Alice taps "falls" for {G}
    And Alice accepts
    Then the stack is, from the top: "Grizzly Bears"
    And Alice's mana pool is empty

  @cr:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Thornwood_Falls @card:Mutavault @card:Ashnod's_Altar @card:Llanowar_Elves
  Scenario: Offered to pay {3}, Alice can't activate Mutavault's ability that isn't a mana ability, though she has the {1} it costs
    Given the board "rules/608/mana-leak-falls-altar.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "leak" targeting "bears"
    And all players pass priority
    And Alice taps "falls" for {U}
    And Alice activates ability 2 of "mutavault"
    Then the action is refused (CR 608.2g)
    And Alice's mana pool is {U}
    When Alice activates "altar" sacrificing "elves"
    And Alice accepts
    Then the stack is, from the top: "Grizzly Bears"
