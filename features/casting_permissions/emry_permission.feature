@mechanic:casting-permissions
Feature: Casting an artifact card from the graveyard with Emry, Lurker of the Loch (CR 601.3, 400.7)
  Emry, Lurker of the Loch reads "{T}: Choose target artifact card in your graveyard. You may cast that
  card this turn. (You still pay its costs. Timing rules still apply.)"

  Rulings: "You'll still pay all costs for a spell cast this way, including additional costs. You may
  also pay alternative costs if any are available."
  "You must follow the normal timing permissions and restrictions for the target artifact card. Unless
  it has flash, you'll most likely only be able to cast it during your main phase while the stack is
  empty."
  "If Emry's last ability targets an artifact land card, you can't play it. Effects that allow you to
  "cast" a card don't allow you to play a land card."
  "Casting the target card causes it to leave your graveyard and become a new object. You can't cast it
  again if it returns to your graveyard this turn."

  @ruling:casting-permissions.all-costs-still-paid @cr:601.2f @cr:118.8 @cr:702.33c
  @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice
  Scenario: A card cast from the graveyard this way still pays its additional costs
    Given the board "casting_permissions/emry-chalice.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "chalice" from her graveyard, kicked 2 times
    Then Alice paid {4} for the spell
    And Alice's mana pool is empty
    When all players pass priority
    Then "chalice" is on the battlefield
    And "chalice" has 2 charge counters

  @ruling:casting-permissions.all-costs-still-paid @cr:601.2f @cr:118.8 @cr:601.2h
  @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice
  Scenario: The additional costs of a card cast this way can't be left unpaid
    Given the board "casting_permissions/emry-chalice.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "chalice" from her graveyard, kicked 3 times
    Then the action is refused (CR 601.2h)
    And "chalice" is in Alice's graveyard
    And Alice's mana pool is {C}{C}{C}{C}

  @ruling:casting-permissions.all-costs-still-paid @cr:601.2f @cr:118.7
  @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice @card:Thalia,_Guardian_of_Thraben
  Scenario: Cost increases apply to a card cast this way
    Given the board "casting_permissions/emry-chalice-thalia.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "chalice" from her graveyard, kicked 1 time
    Then Alice paid {3} for the spell
    And "chalice" is on the stack

  @ruling:casting-permissions.all-costs-still-paid @cr:118.9 @cr:601.2f
  @card:Emry,_Lurker_of_the_Loch @card:Shimmer_Myr @card:Fist_of_Suns
  Scenario: An available alternative cost may be paid for a card cast this way
    Given the board "casting_permissions/emry-shimmer-fist.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Alice casts "shimmer" from her graveyard using the alternative cost of "Fist of Suns"
    Then Alice paid {W}{U}{B}{R}{G} for the spell
    And "shimmer" is on the stack
    And Alice's mana pool is empty

  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @card:Emry,_Lurker_of_the_Loch
  @card:Everflowing_Chalice
  Scenario: An artifact card without flash can't be cast this way during an opponent's turn
    Given the board "casting_permissions/emry-bobs-end-step.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Bob passes priority
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 117.1a)
    And "chalice" is in Alice's graveyard


  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @card:Emry,_Lurker_of_the_Loch
  @card:Everflowing_Chalice @card:Lightning_Bolt
  Scenario: An artifact card without flash can't be cast this way in its owner's main phase while a spell is on the stack
    Given the board "casting_permissions/emry-chalice-bolt.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice casts "bolt" targeting Bob
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 117.1a)
    And "chalice" is in Alice's graveyard
    And the stack is, from the top: "Lightning Bolt"

  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @cr:702.8a @card:Emry,_Lurker_of_the_Loch
  @card:Shimmer_Myr
  Scenario: An artifact card with flash can be cast this way during an opponent's turn
    Given the board "casting_permissions/emry-bobs-end-step.json"
    When Alice activates "emry" targeting "shimmer"
    And all players pass priority
    And Bob passes priority
    And Alice casts "shimmer" from her graveyard
    Then "shimmer" is on the stack
    And Alice paid {3} for the spell

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.9 @context:601.3 @card:Emry,_Lurker_of_the_Loch
  @card:Seat_of_the_Synod
  Scenario: Emry can target an artifact land card, but the land can't be cast
    Given the board "casting_permissions/emry-seat.json"
    When Alice activates "emry" targeting "seat"
    And all players pass priority
    And Alice casts "seat" from her graveyard
    Then the action is refused (CR 305.9)
    And "seat" is in Alice's graveyard
    And "emry" is tapped

  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @context:305.9 @card:Emry,_Lurker_of_the_Loch
  @card:Seat_of_the_Synod
  Scenario: A permission to cast an artifact land card doesn't let it be played as a land
    Given the board "casting_permissions/emry-seat.json"
    When Alice activates "emry" targeting "seat"
    And all players pass priority
    And Alice plays the land "seat"
    Then the action is refused (CR 305.1)
    And "seat" is in Alice's graveyard


  @ruling:casting-permissions.land-cannot-be-cast @cr:305.1 @card:Seat_of_the_Synod
  Scenario: The same artifact land card can be played as a land from its owner's hand
    Given the board "casting_permissions/seat-in-hand.json"
    When Alice plays the land "seat"
    Then "seat" is on the battlefield

  @ruling:casting-permissions.new-object @cr:400.7 @cr:601.2a @cr:601.3 @card:Emry,_Lurker_of_the_Loch
  @card:Everflowing_Chalice @card:Shatter
  Scenario: A card cast this way that returns to the graveyard the same turn can't be cast again
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
    And "chalice" is in Alice's graveyard
