@mechanic:casting-permissions
Feature: The card Emry chose, once cast, is a new object that an ability targeting it in the graveyard can't find (CR 400.7, 608.2b)
  Emry, Lurker of the Loch reads "{T}: Choose target artifact card in your graveyard. You may cast that card
  this turn."
  Ruling: "Casting the target card causes it to leave your graveyard and become a new object. You can't cast it
  again if it returns to your graveyard this turn."
  Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your
  graveyard to the battlefield." Alice activates it targeting Memnite in her graveyard, then, with Shimmer Myr's
  "You may cast artifact spells as though they had flash", casts Memnite from her graveyard in response. The
  Memnite spell is a new object (400.7): the ability's only target is gone, so it doesn't resolve (608.2b) and
  doesn't return anything.

  @ruling:casting-permissions.new-object @cr:400.7 @cr:608.2b @card:Emry,_Lurker_of_the_Loch
  @card:Order_of_Whiteclay @card:Memnite @card:Shimmer_Myr
  Scenario: Order of Whiteclay's ability targeting the card does nothing once the card has been cast from the graveyard
    Given the board "casting_permissions/emry-whiteclay-shimmer-memnite.json"
    When Alice activates "emry" targeting "memnite"
    And all players pass priority
    And Alice activates "order" targeting "memnite"
    And Alice casts "memnite" from her graveyard
    Then the stack is, from the top: "Memnite", then an activated ability of "Order of Whiteclay"
    When all players pass priority
    Then "memnite" is on the battlefield
    When all players pass priority
    Then the stack is empty
    And "memnite" is on the battlefield
    And "order" is untapped
    And Alice's graveyard is empty
