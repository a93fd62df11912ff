Feature: A card put into a library "Nth from the top" goes there, or on the bottom of a library of fewer than N cards (CR 401.7)
  CR 401.7: "If an effect causes a player to put a card into a library "Nth from the top," and that library has
  fewer than N cards in it, the player puts that card on the bottom of that library." Approach of the Second Sun,
  the first Alice casts this game: "Otherwise, put Approach of the Second Sun into its owner's library seventh from
  the top and you gain 7 life." Gadwick, the Wizened cast with X = N then draws her N cards from the top. Only a
  library of fewer than six cards decides 401.7: with six, seventh from the top (six cards above it) is the bottom
  anyway, and with eight the rule doesn't apply (a control: an engine that always puts the card on the bottom
  fails it). With four, an engine that ignores 401.7 (counts seven places, from the top or the bottom, or gives
  up) doesn't leave Approach under all four Islands, and Gadwick's four draws would reach it. Approach left the
  stack as it resolved and goes on resolving (608.2m): Alice gains 7 life.

  @cr:401.7 @cr:608.2m @card:Approach_of_the_Second_Sun @card:Gadwick,_the_Wizened @card:Divination @card:Island
  Scenario: Into Alice's library of eight cards, Approach goes seventh from the top: six draws leave it there, the next two reach it
    Given the board "rules/401/approach-gadwick-eight-islands.json"
    When Alice casts "approach", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then Alice's life total is 27
    When Alice casts "gadwick" with X = 6, paying with {C}{C}{C}{C}{C}{C}{U}{U}{U}
    And all players pass priority 2 times
    Then Alice's library holds "Approach of the Second Sun", "Island" and "Island"
    When Alice casts "divination", paying with {C}{C}{U}
    And all players pass priority
    Then "approach" is in Alice's hand
    And Alice's library holds "Island"

  @cr:608.2m @context:401.7 @card:Approach_of_the_Second_Sun @card:Gadwick,_the_Wizened @card:Island
  Scenario: Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: six draws leave only it there
    Given the board "rules/401/approach-gadwick-six-islands.json"
    When Alice casts "approach", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then Alice's life total is 27
    When Alice casts "gadwick" with X = 6, paying with {C}{C}{C}{C}{C}{C}{U}{U}{U}
    And all players pass priority 2 times
    Then Alice's library holds "Approach of the Second Sun"
    And Alice's hand holds "Island", "Island", "Island", "Island", "Island", "Island" and "Divination"

  @cr:401.7 @card:Approach_of_the_Second_Sun @card:Gadwick,_the_Wizened @card:Island
  Scenario: Into Alice's library of four cards, fewer than seven, Approach goes on the bottom: four draws leave only it there
    Given the board "rules/401/approach-gadwick-four-islands.json"
    When Alice casts "approach", paying with {C}{C}{C}{C}{C}{C}{W}
    And all players pass priority
    Then Alice's life total is 27
    And Alice's library holds "Approach of the Second Sun", "Island", "Island", "Island" and "Island"
    When Alice casts "gadwick" with X = 4, paying with {C}{C}{C}{C}{U}{U}{U}
    And all players pass priority 2 times
    Then Alice's library holds "Approach of the Second Sun"
    And Alice's hand holds "Island", "Island", "Island" and "Island"
