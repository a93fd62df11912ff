Feature: An instant or sorcery that leaves the stack once it starts to resolve goes on resolving fully (CR 608.2m)
  CR 608.2m: "If an instant spell, sorcery spell, or ability that can legally resolve leaves the stack once it
  starts to resolve, it will continue to resolve fully." Approach of the Second Sun, cast from Alice's hand with no
  other Approach cast this game: "Otherwise, put Approach of the Second Sun into its owner's library seventh from
  the top and you gain 7 life." Its last instruction comes after it has left the stack.

  @cr:608.2m @card:Approach_of_the_Second_Sun @card:Island
  Scenario: Approach of the Second Sun, put into Alice's library as it resolves, goes on resolving and she gains 7 life
    Given the board "rules/608/approach-two-in-hand.json"
    When Alice casts "approach1", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then "approach1" is in Alice's library
    And Alice's life total is 27

  @cr:608.2m @card:Approach_of_the_Second_Sun @card:Island
  Scenario: Approach of the Second Sun, gone from the stack to Alice's library as it resolved, isn't put into her graveyard as it finishes
    Given the board "rules/608/approach-two-in-hand.json"
    When Alice casts "approach1", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then Alice's graveyard is empty
    And "approach1" is in Alice's library

  @cr:104.2b @card:Approach_of_the_Second_Sun @card:Island
  Scenario: The second Approach of the Second Sun Alice casts from her hand this game doesn't leave the stack: she wins the game
    Given the board "rules/608/approach-two-in-hand.json"
    When Alice casts "approach1", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    And Alice casts "approach2", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then Alice has won the game

  @cr:608.2m @context:601.2a @card:Approach_of_the_Second_Sun @card:Vohar,_Vodalian_Desecrator @card:Island
  Scenario: The second Approach of the Second Sun Alice casts this game, cast from her graveyard, not her hand, doesn't win: it goes into her library and she gains 7 life
    Given the board "rules/608/approach-hand-and-graveyard-vohar.json"
    When Alice casts "approach1", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    And Alice activates ability 2 of "vohar" targeting "approach2", paying with {C}{C}
    And all players pass priority
    And Alice casts "approach2" from her graveyard, paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then no player has lost the game
    And Alice's life total is 34
    And "approach2" is in Alice's library
