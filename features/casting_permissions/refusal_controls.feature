@mechanic:casting-permissions
Feature: Refused actions leave the game as it was (CR 730.1): casting permissions
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:casting-permissions.all-costs-still-paid @cr:118.8 @cr:601.2f @cr:601.2h @cr:730.1 @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice
  Scenario: The additional costs of a card cast this way can't be left unpaid, and nothing changes
    Given the board "casting_permissions/emry-chalice.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "chalice" from her graveyard, kicked 3 times
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @cr:730.1 @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice
  Scenario: An artifact card without flash can't be cast this way during an opponent's turn, and nothing changes
    Given the board "casting_permissions/emry-bobs-end-step.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Bob passes priority
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 117.1a)
    And the game is as it was before the action

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.9 @context:601.3 @cr:730.1 @card:Emry,_Lurker_of_the_Loch @card:Seat_of_the_Synod
  Scenario: Emry can target an artifact land card, but the land can't be cast, and nothing changes
    Given the board "casting_permissions/emry-seat.json"
    When Alice activates "emry" targeting "seat"
    And all players pass priority
    And Alice casts "seat" from her graveyard
    Then the action is refused (CR 305.9)
    And the game is as it was before the action

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @context:305.9 @cr:730.1 @card:Emry,_Lurker_of_the_Loch @card:Seat_of_the_Synod
  Scenario: A permission to cast an artifact land card doesn't let it be played as a land, and nothing changes
    Given the board "casting_permissions/emry-seat.json"
    When Alice activates "emry" targeting "seat"
    And all players pass priority
    And Alice plays the land "seat"
    Then the action is refused (CR 305.1)
    And the game is as it was before the action

  @ruling:casting-permissions.new-object @cr:400.7 @cr:601.2a @cr:730.1 @cr:601.3 @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice @card:Shatter
  Scenario: A card cast this way that returns to the graveyard the same turn can't be cast again, and nothing changes
    Given the board "casting_permissions/emry-chalice-bob-shatter.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "chalice" from her graveyard
    Then "chalice" is on the stack
    When all players pass priority
    And Alice passes priority
    And Bob casts "shatter" targeting "chalice"
    And all players pass priority
    Then "chalice" is in Alice's graveyard
    When Alice casts "chalice" from her graveyard
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
