Feature: A replacement effect replaces a draw even from an empty library, draw by draw (CR 614.11, 614.11a, 614.17c)
  CR 614.11: "Some effects replace card draws. These effects are applied even if no cards could be drawn because
  there are no cards in the affected player's library." CR 614.11a: "If an effect replaces a draw within a sequence
  of card draws, all actions required by the replacement are completed, if possible, before resuming the sequence."
  CR 614.17: "Some effects state that something can't happen. These effects aren't replacement effects, but follow
  similar rules." CR 614.17c: "If an event can't happen, it can only be replaced by a self-replacement effect (see rule 614.15).
  Other replacement and/or prevention effects can't modify or replace it." Laboratory Maniac reads "If you would
  draw a card while your library has no cards in it, you win the game instead." Divination reads "Draw two cards."
  Mind Spring reads "Draw X cards." Gadwick, the Wizened reads "When Gadwick enters, draw X cards. ..."
  Omen Machine reads "Players can't draw cards." (and a draw-step ability no scenario here reaches). CR 704.5b: a
  player who attempted to draw from an empty library loses the game.

  @cr:614.11 @context:104.2b @card:Laboratory_Maniac @card:Divination
  Scenario: With Laboratory Maniac and an empty library, Alice's Divination wins her the game: the draw is replaced though no card could be drawn
    Given the board "rules/614/maniac-empty-library.json"
    When Alice casts "divination"
    And all players pass priority
    Then Alice has won the game

  @cr:614.11 @cr:614.11a @context:104.2b @card:Laboratory_Maniac @card:Divination @card:Island
  Scenario: With one card left, Divination's first draw takes the Island and its second, from the empty library, is replaced: Alice wins
    Given the board "rules/614/maniac-one-card-library.json"
    When Alice casts "divination"
    And all players pass priority
    Then Alice has won the game
    And Alice's hand holds "Island"

  @cr:614.11 @cr:614.11a @card:Laboratory_Maniac @card:Divination @card:Island @card:Forest
  Scenario: Control: with two cards in her library Alice draws both with Laboratory Maniac out; nothing is replaced and nobody wins
    Given the board "rules/614/maniac-two-card-library.json"
    When Alice casts "divination"
    And all players pass priority
    Then Alice's hand holds "Island" and "Forest"
    And no player has lost the game

  @cr:614.11 @context:704.5b @card:Laboratory_Maniac @card:Divination
  Scenario: Bob's Laboratory Maniac replaces only Bob's draws: Alice, drawing from her empty library, loses the game
    Given the board "rules/614/bobs-maniac-alice-empty-library.json"
    When Alice casts "divination"
    And all players pass priority
    Then Alice has lost the game by drawing from an empty library
    And Bob has won the game

  @cr:614.17c @cr:614.17 @context:614.11 @card:Laboratory_Maniac @card:Omen_Machine @card:Divination
  Scenario: With Omen Machine, Alice can't draw: Laboratory Maniac has no draw to replace, and she neither wins nor loses
    Given the board "rules/614/maniac-omen-machine-empty-library.json"
    When Alice casts "divination"
    And all players pass priority
    Then no player has lost the game
    And "divination" is in Alice's graveyard

  @cr:614.11a @context:614.11 @context:104.2b @card:Laboratory_Maniac @card:Mind_Spring @card:Island @card:Forest
  Scenario: Mind Spring with X = 3 draws Alice's two cards, and the third draw, from the empty library, is replaced: Alice wins
    Given the board "rules/614/maniac-mind-spring-two-cards.json"
    When Alice casts "spring" with X = 3
    And all players pass priority
    Then Alice has won the game
    And Alice's hand holds "Island" and "Forest"

  @cr:614.17c @cr:614.17 @context:614.11 @card:Laboratory_Maniac @card:Omen_Machine @card:Gadwick,_the_Wizened
  Scenario: With Omen Machine, Gadwick's enters ability draws nothing: Laboratory Maniac replaces no draw, and nobody wins or loses
    Given the board "rules/614/maniac-omen-machine-gadwick.json"
    When Alice casts "gadwick" with X = 1
    And all players pass priority 2 times
    Then no player has lost the game
    And "gadwick" is on the battlefield
