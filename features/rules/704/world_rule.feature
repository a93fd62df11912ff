Feature: The world rule keeps only the newest permanent with the supertype world (CR 704.5k)
  CR 704.5k: "If two or more permanents have the supertype world, all except the one that has had the world
  supertype for the shortest amount of time are put into their owners' graveyards. In the event of a tie for the
  shortest amount of time, all are put into their owners' graveyards. This is called the “world rule.”" Concordant
  Crossroads is a World Enchantment: "All creatures have haste." Unlike the legend rule (704.5j), the world rule
  looks at every permanent, whoever controls it, and nobody chooses. Fervor is an enchantment without the supertype.

  @cr:704.5k @card:Concordant_Crossroads
  Scenario: Alice's Concordant Crossroads resolves while Bob has one in play: Bob's, the older, goes to his graveyard
    Given the board "rules/704/crossroads-bob-and-alice.json"
    When Alice casts "alice-crossroads"
    And all players pass priority
    Then "alice-crossroads" is on the battlefield
    And "bobs-crossroads" is in Bob's graveyard
    And "fervor" is on the battlefield

  @cr:704.5k @card:Concordant_Crossroads
  Scenario: In Bob's turn his Concordant Crossroads resolves while Alice has one in play: Alice's, the older, goes to her graveyard
    Given the board "rules/704/crossroads-bobs-turn.json"
    When Bob casts "bobs-crossroads"
    And all players pass priority
    Then "bobs-crossroads" is on the battlefield
    And "alice-crossroads" is in Alice's graveyard

  @cr:704.5k @card:Concordant_Crossroads
  Scenario: Alice's second Concordant Crossroads resolves: her first, the older, goes to her graveyard
    Given the board "rules/704/crossroads-alice-two.json"
    When Alice casts "new-crossroads"
    And all players pass priority
    Then "new-crossroads" is on the battlefield
    And "old-crossroads" is in Alice's graveyard

  @cr:601.2a @context:704.5k @card:Concordant_Crossroads @card:Fervor
  Scenario: Control: while Alice's Concordant Crossroads is on the stack, Bob's stays, beside Alice's Fervor
    Given the board "rules/704/crossroads-bob-and-alice.json"
    When Alice casts "alice-crossroads"
    Then the stack is, from the top: "Concordant Crossroads"
    And "bobs-crossroads" is on the battlefield
    And "fervor" is on the battlefield
