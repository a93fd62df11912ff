@mechanic:tap-untap-symbols
Feature: A {Q} ability's target is announced before its {Q} cost is paid (CR 107.6, 602.2b, 601.2c)
  Ruling: "The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this permanent.”"
  Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your
  graveyard to the battlefield." Its target is announced (CR 602.2b, 601.2c) before the cost is paid (601.2h):
  an activation whose target isn't a creature card with mana value 3 or less in its controller's graveyard is
  refused, and neither {Q} nor the mana is paid (730.1).

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:602.2b @card:Order_of_Whiteclay @card:Grizzly_Bears
  Scenario: Paying {Q} untaps the permanent when its target is a creature card with mana value 3 or less in its controller's graveyard
    Given the board "tap_untap/whiteclay-tapped-graveyards.json"
    When Alice activates "order" targeting "bears"
    And all players pass priority
    Then "order" is untapped
    And "bears" is on the battlefield
    And Alice's graveyard holds "Serra Angel" and "Forest"

  @ruling:tap-untap-symbols.untap @cr:601.2c @cr:602.2b @cr:202.3 @card:Order_of_Whiteclay @card:Serra_Angel
  Scenario: A creature card with mana value 5 is no legal target: the activation is refused and {Q} isn't paid
    Given the board "tap_untap/whiteclay-tapped-graveyards.json"
    When Alice activates "order" targeting "angel"
    Then the action is refused (CR 601.2c)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.untap @cr:601.2c @cr:602.2b @card:Order_of_Whiteclay @card:Forest
  Scenario: A land card is no legal target: the activation is refused and {Q} isn't paid
    Given the board "tap_untap/whiteclay-tapped-graveyards.json"
    When Alice activates "order" targeting "forest"
    Then the action is refused (CR 601.2c)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.untap @cr:601.2c @cr:602.2b @card:Order_of_Whiteclay @card:Llanowar_Elves
  Scenario: A creature card in an opponent's graveyard is no legal target: the activation is refused and {Q} isn't paid
    Given the board "tap_untap/whiteclay-tapped-graveyards.json"
    When Alice activates "order" targeting "elves"
    Then the action is refused (CR 601.2c)
    And the game is as it was before the action

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:602.2b @cr:601.2h @card:Order_of_Whiteclay @card:Grizzly_Bears
  Scenario: Paying {Q} untaps the permanent while its mana is paid with the mana its controller chooses
    Given the board "tap_untap/whiteclay-tapped-four-mana.json"
    When Alice activates "order" targeting "bears", paying with {W}{W}{W}
    Then "order" is untapped
    And Alice's mana pool is {C}
