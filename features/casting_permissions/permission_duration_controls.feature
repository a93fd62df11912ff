@mechanic:casting-permissions
Feature: Emry's permission lasts this turn only (CR 611.2a): the controls
  Emry, Lurker of the Loch reads "{T}: Choose target artifact card in your graveyard. You may cast that card
  this turn."
  Ruling: "Casting the target card causes it to leave your graveyard and become a new object. You can't cast
  it again if it returns to your graveyard this turn."
  The permission is an effect of a resolved ability that lasts as long as it says (611.2a): "this turn". A card
  that stays in the graveyard can't be cast with it in a later turn either.

  @ruling:casting-permissions.new-object @cr:611.2a @cr:730.1 @cr:601.3 @card:Emry,_Lurker_of_the_Loch @card:Everflowing_Chalice
  Scenario: On Alice's next turn the card Emry chose can't be cast from her graveyard any more
    Given the board "casting_permissions/emry-chalice-libraries.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And the game advances to the next turn
    And the game advances to the next turn
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
