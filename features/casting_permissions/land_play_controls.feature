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

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.2b @cr:730.1 @card:Seat_of_the_Synod @card:Forest
  Scenario: A second land can't be played in the same turn
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "seat"
    And Alice plays the land "forest"
    Then the action is refused (CR 305.2b)
    And the game is as it was before the action

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

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @cr:305.3 @cr:730.1 @card:Island
  Scenario: A land can't be played in an opponent's turn
    Given the board "casting_permissions/land-play.json"
    When Alice passes priority
    And Bob plays the land "island"
    Then the action is refused (CR 305.1 or 305.3)
    And the game is as it was before the action

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @cr:730.1 @card:Seat_of_the_Synod @card:Lightning_Bolt
  Scenario: A land can't be played while the stack isn't empty
    Given the board "casting_permissions/land-play.json"
    When Alice casts "bolt" targeting Bob
    And Alice plays the land "seat"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @cr:730.1 @card:Lightning_Bolt
  Scenario: A nonland card can't be played as a land
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "bolt"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @cr:730.1 @card:Forest
  Scenario: A land card in the library can't be played
    Given the board "casting_permissions/land-play.json"
    When the game advances to the next turn
    And Bob plays the land "bob-forest"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action
