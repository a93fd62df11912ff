@mechanic:casting-permissions
Feature: The card Emry chose, once cast, is a new object that an ability targeting it in the graveyard can't find (CR 400.7, 608.2b)
  Emry, Lurker of the Loch reads "{T}: Choose target artifact card in your graveyard. You may cast that card
  this turn."
  Ruling: "Casting the target card causes it to leave your graveyard and become a new object. You can't cast it
  again if it returns to your graveyard this turn."
  Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your
  graveyard to the battlefield." Alice activates it targeting Memnite in her graveyard, then, with Shimmer Myr's
  "You may cast artifact spells as though they had flash", casts Memnite from her graveyard in response, and Bob
  counters the Memnite spell. Memnite is back in her graveyard, but as a new object (400.7), twice over: the
  ability's only target is gone, so it doesn't resolve (608.2b) and Memnite stays in the graveyard.

  @ruling:casting-permissions.new-object @cr:400.7 @cr:608.2b @card:Emry,_Lurker_of_the_Loch
  @card:Order_of_Whiteclay @card:Memnite @card:Shimmer_Myr @card:Counterspell
  Scenario: Cast from the graveyard and countered back into it, Memnite is a new object Order of Whiteclay's ability can't return
    Given the board "casting_permissions/emry-whiteclay-shimmer-memnite.json"
    When Alice activates "emry" targeting "memnite"
    And all players pass priority
    And Alice activates "order" targeting "memnite"
    And Alice casts "memnite" from her graveyard
    And Alice passes priority
    And Bob casts "Counterspell" targeting "memnite"
    And all players pass priority
    Then "memnite" is in Alice's graveyard
    And the stack is, from the top: an activated ability of "Order of Whiteclay"
    When all players pass priority
    Then the stack is empty
    And "memnite" is in Alice's graveyard
    And "order" is untapped
