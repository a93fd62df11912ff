@mechanic:casting-permissions
Feature: Timing permissions apply to the card Emry chose as to any other (CR 117.1a, 601.3, 702.8a): the controls
  Emry, Lurker of the Loch reads "{T}: Choose target artifact card in your graveyard. You may cast that card
  this turn. (You still pay its costs. Timing rules still apply.)"
  Ruling: "You must follow the normal timing permissions and restrictions for the target artifact card. Unless
  it has flash, you'll most likely only be able to cast it during your main phase while the stack is empty."
  Shimmer Myr reads "You may cast artifact spells as though they had flash." That is one of the normal timing
  permissions: its controller may cast the artifact card Emry chose at any time they could cast an instant. It
  lets only its controller do so, and only for artifact spells.

  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @cr:702.8a @card:Emry,_Lurker_of_the_Loch
  @card:Shimmer_Myr @card:Everflowing_Chalice
  Scenario: With Shimmer Myr, the artifact card Emry chose can be cast during an opponent's turn
    Given the board "casting_permissions/emry-shimmer-bobs-end-step.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Bob passes priority
    And Alice casts "chalice" from her graveyard
    Then "chalice" is on the stack
    And Alice paid {0} for the spell

  @ruling:casting-permissions.normal-timing @cr:117.1a @context:601.3 @card:Emry,_Lurker_of_the_Loch
  @card:Shimmer_Myr @card:Everflowing_Chalice
  Scenario: An opponent's Shimmer Myr doesn't let Alice cast the artifact card Emry chose during his turn
    Given the board "casting_permissions/emry-bobs-shimmer-end-step.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Bob passes priority
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 117.1a)
    And "chalice" is in Alice's graveyard

  @ruling:casting-permissions.normal-timing @cr:117.1a @card:Shimmer_Myr @card:Grizzly_Bears
  Scenario: Shimmer Myr doesn't let a creature card that isn't an artifact be cast during an opponent's turn
    Given the board "casting_permissions/emry-shimmer-bobs-end-step.json"
    When Alice casts "bears"
    Then the action is refused (CR 117.1a)
    And the game is as it was before the action
