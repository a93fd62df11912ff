Feature: Playing a land: from your hand, in your main phase with an empty stack, once a turn (CR 305.1-305.3)
  CR 305.1: "A player who has priority may play a land card from their hand during a main phase of their turn
  when the stack is empty." CR 305.2: normally one land a turn. CR 305.3: "A player can't play a land, for any
  reason, if it isn't their turn." Nothing of a refused land play is done before it is refused (no payment, no
  mana ability, no zone change), so these scenarios don't decide 730.1's reversal: the scenarios of
  rules/118/illegal_payment_reversed.feature do. CR 116.2a says the same of the special action as 305.1 and 305.2b:
  "By default, a player can take this action only once during each of their turns. A player can take this action any
  time they have priority and the stack is empty during a main phase of their turn"; in another player's turn or with a
  spell on the stack, 117.1c ("other special actions during their main phase any time they have priority and the stack
  is empty") forbids it too. An engine may name any of them.

  @cr:305.2b @context:116.2a @card:Seat_of_the_Synod @card:Forest
  Scenario: A second land can't be played in the same turn
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "seat"
    And Alice plays the land "forest"
    Then the action is refused (CR 305.2b or 116.2a)
    And the game is as it was before the action

  @cr:305.1 @cr:305.3 @context:116.2a @context:117.1c @card:Island
  Scenario: A land can't be played in an opponent's turn
    Given the board "casting_permissions/land-play.json"
    When Alice passes priority
    And Bob plays the land "island"
    Then the action is refused (CR 305.1 or 305.3 or 116.2a or 117.1c)
    And the game is as it was before the action

  @cr:305.1 @context:116.2a @context:117.1c @card:Seat_of_the_Synod @card:Lightning_Bolt
  Scenario: A land can't be played while the stack isn't empty
    Given the board "casting_permissions/land-play.json"
    When Alice casts "bolt" targeting Bob
    And Alice plays the land "seat"
    Then the action is refused (CR 305.1 or 116.2a or 117.1c)
    And the game is as it was before the action

  @cr:305.1 @card:Lightning_Bolt
  Scenario: A nonland card can't be played as a land
    Given the board "casting_permissions/land-play.json"
    When Alice plays the land "bolt"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action
    When Alice plays the land "seat"
    Then "seat" is on the battlefield

  @cr:305.1 @card:Forest
  Scenario: A land card in the library can't be played
    Given the board "casting_permissions/land-play.json"
    When the game advances to the next turn
    And Bob plays the land "bob-forest"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action
