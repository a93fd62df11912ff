Feature: No player has priority while a spell or ability resolves, not even the player making its choices (CR 117.2e)
  CR 117.2e: "Resolving spells and abilities may instruct players to make choices or take actions, or may allow
  players to activate mana abilities. Even if a player is doing so, no player has priority while a spell or ability is
  resolving." Careful Study: "Draw two cards, then discard two cards." While Alice chooses the cards to discard, it
  is resolving. Mana Leak: "Counter target spell unless its controller pays {3}." While Alice is offered to pay, she
  may activate mana abilities (608.2g), and nothing else. A spell cast or an ability activated then is forbidden by
  117.2e, by 117.1 ("The player with priority may cast spells, activate abilities") and, while mana is offered to be
  paid, by 608.2g; the refusals accept each.

  @cr:117.2e @context:117.1 @context:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: While Alice chooses the two cards Careful Study makes her discard, she can't cast Lightning Bolt, though she has {R}
    Given the board "rules/117/careful-study-bolts.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice must choose cards from "Lightning Bolt", "Island" and "Forest"
    When Alice casts "bolt" targeting Bob
    Then the action is refused (CR 117.2e or 117.1)
    And Alice must choose cards from "Lightning Bolt", "Island" and "Forest"
    And Bob's life total is 20

  @cr:117.2e @context:117.1 @context:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Prodigal_Pyromancer @card:Forest
  Scenario: Offered to pay {3} as Mana Leak resolves, Alice may tap her Forests for mana, but can't activate Prodigal Pyromancer's ability
    Given the board "rules/117/mana-leak-pyromancer.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "leak" targeting "bears"
    And all players pass priority
    Then Alice must choose whether to pay {3}
    When Alice activates "pyromancer" targeting Bob
    Then the action is refused (CR 117.2e or 117.1 or 608.2g)
    And "pyromancer" is untapped
    When Alice taps "forest1" for mana
    Then "forest1" is tapped
    And Alice must choose whether to pay {3}

  @cr:117.2e @context:117.1 @context:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: While Alice chooses the cards to discard, Bob can't cast Lightning Bolt either
    Given the board "rules/117/careful-study-bolts.json"
    When Alice casts "study"
    And all players pass priority
    And Bob casts "bob-bolt" targeting Alice, tapping "bob-mountain" for mana
    Then the action is refused (CR 117.2e or 117.1)
    And "bob-mountain" is untapped
    And Alice must choose cards from "Lightning Bolt", "Island" and "Forest"

  @cr:117.2e @context:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: Control: once Alice has discarded and Careful Study has resolved, she has priority and casts the Lightning Bolt she kept
    Given the board "rules/117/careful-study-bolts.json"
    When Alice casts "study"
    And all players pass priority
    And Alice chooses "island" and "forest"
    Then Alice has priority
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17
