@mechanic:casting-permissions
Feature: Playing a land is not casting it (CR 305.1, 305.2, 305.9): the controls
  Ruling: "If Emry's last ability targets an artifact land card, you can't play it. Effects that allow you
  to "cast" a card don't allow you to play a land card."
  A land is played, not cast, under the rules of 305: from its owner's hand, in its owner's main phase with
  an empty stack, once a turn. These scenarios show the land play that a permission to cast never gives.

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @card:Seat_of_the_Synod
  Scenario: An artifact land card in its owner's hand is played as a land in her main phase
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "seat"
    Then "seat" is on the battlefield
    And Alice's hand holds "Forest" and "Lightning Bolt"
    And Alice's battlefield holds "Seat of the Synod"
    When Alice taps "seat" for mana
    Then Alice's mana pool is {U}{R}

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.2 @cr:504.1 @card:Seat_of_the_Synod @card:Island
  Scenario: Each player may play a land in their own turn: after Alice's land, Bob plays one in his turn
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "seat"
    And the game advances to the next turn
    And Bob plays the land "island"
    Then "island" is on the battlefield
    And Bob's battlefield holds "Island"
    And Bob's hand holds "Mountain"
    And Bob's library holds "Forest"
