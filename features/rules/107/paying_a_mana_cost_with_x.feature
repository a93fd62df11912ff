Feature: A mana cost with {X} that an effect makes a player pay has X = 0 unless it is a spell's (CR 107.3h)
  Flash: "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay
  its mana cost reduced by up to {2}." Gadwick, the Wizened's mana cost is {X}{U}{U}{U}, and "When Gadwick enters,
  draw X cards." Put onto the battlefield by Flash, Gadwick is no spell on the stack: the X of the mana cost Alice
  pays is 0, so she pays {U}{U}{U}, and the reduction has no generic mana to take away.

  @cr:107.3h @cr:608.2d @card:Flash @card:Gadwick,_the_Wizened
  Scenario: Alice keeps Gadwick by paying {U}{U}{U}: X is 0, and her two {C} stay in her pool
    Given the board "rules/107/flash-gadwick.json"
    When Alice casts "flash"
    And all players pass priority
    And Alice chooses "gadwick"
    And Alice chooses "gadwick"
    Then Alice's battlefield holds "Gadwick, the Wizened"
    And Alice's mana pool is {C}{C}

  @cr:107.3h @cr:608.2d @card:Flash @card:Gadwick,_the_Wizened
  Scenario: With {U}{U} left after casting Flash, Alice can't pay Gadwick's {U}{U}{U}: Gadwick is sacrificed
    Given the board "rules/107/flash-gadwick-short.json"
    When Alice casts "flash"
    And all players pass priority
    And Alice chooses "gadwick"
    And Alice chooses "gadwick"
    Then the action is refused (CR 608.2d)
    When Alice chooses nothing
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened"
    And Alice's graveyard holds "Flash", "Gadwick, the Wizened"
    And Alice's mana pool is {U}{U}
