Feature: A mana cost with {X} that an effect makes a player pay has X = 0 unless it is a spell's (CR 107.3h)
  Flash: "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay
  its mana cost reduced by up to {2}." Gadwick, the Wizened's mana cost is {X}{U}{U}{U}, and "When Gadwick enters,
  draw X cards." Put onto the battlefield by Flash, Gadwick is no spell on the stack: the X of the mana cost Alice
  is offered to pay is 0, so the offer is {U}{U}{U}, and the reduction has no generic mana to take away.

  @cr:107.3h @card:Flash @card:Gadwick,_the_Wizened
  Scenario: Alice is offered to pay {U}{U}{U} for Gadwick: she pays it, and her two {C} stay in her pool
    Given the board "rules/107/flash-gadwick.json"
    When Alice casts "flash", paying with {C}{U}
    And all players pass priority
    And Alice chooses "gadwick"
    Then Alice must choose whether to pay {U}{U}{U}
    When Alice accepts
    Then Alice's battlefield holds "Gadwick, the Wizened"
    And Alice's mana pool is {C}{C}

  @cr:107.3h @cr:118.3 @card:Flash @card:Gadwick,_the_Wizened
  Scenario: With {U}{U} left after casting Flash, Alice can't pay Gadwick's {U}{U}{U}, and Gadwick is sacrificed
    Given the board "rules/107/flash-gadwick-short.json"
    When Alice casts "flash", paying with {C}{U}
    And all players pass priority
    And Alice chooses "gadwick"
    Then Alice must choose whether to pay {U}{U}{U}
    When Alice accepts
    Then the action is refused (CR 118.3)
    When Alice declines
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened"
    And Alice's graveyard holds "Flash", "Gadwick, the Wizened"
    And Alice's mana pool is {U}{U}
