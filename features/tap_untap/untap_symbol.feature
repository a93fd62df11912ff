@mechanic:tap-untap-symbols
Feature: The untap symbol {Q} (CR 107.6, 302.6)
  Ruling: "The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this
  permanent.” A permanent that's already untapped can't be untapped again to pay the cost. A
  creature's activated ability with the untap symbol in its activation cost can't be activated unless
  the creature has been under its controller's control continuously since their most recent turn began."
  Without priority a player can't activate an ability: 117.1b ("A player may activate an activated ability any time
  they have priority") is the rule; 117.1, its general statement, is accepted too. A creature that can't pay {Q} for
  want of control since its controller's turn began is refused under 302.6, or 602.5a, which says the same. An
  already untapped permanent can't pay {Q} under 107.6, or 118.3 ("A player can't pay a cost without having the
  necessary resources to pay it fully"). The refusal without priority starts from a board where Bob holds priority:
  from one where Alice holds it with an empty stack in his upkeep, her pass would end the step if Bob had passed
  before (117.4), which a board can't say, and the next step would empty her pool (106.4).

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:602.2a @card:Order_of_Whiteclay
  Scenario: Paying {Q} untaps the permanent
    Given the board "tap_untap/whiteclay-tapped.json"
    When Alice activates "order" targeting "bears"
    Then "order" is untapped
    And Alice's mana pool is empty
    And the stack is, from the top: an activated ability of "Order of Whiteclay"

  @ruling:tap-untap-symbols.untap @cr:107.6 @card:Order_of_Whiteclay
  Scenario: The ability paid with {Q} resolves normally
    Given the board "tap_untap/whiteclay-tapped.json"
    When Alice activates "order" targeting "bears"
    And all players pass priority
    Then "bears" is on the battlefield
    And the stack is empty

  @ruling:tap-untap-symbols.untap @cr:107.6 @context:118.3 @card:Order_of_Whiteclay
  Scenario: An already untapped permanent can't be untapped again to pay {Q}
    Given the board "tap_untap/whiteclay-untapped.json"
    When Alice activates "order" targeting "bears"
    Then the action is refused (CR 107.6 or 118.3)
    And Alice's mana pool is {W}{W}{W}
    And "bears" is in Alice's graveyard

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:302.6 @cr:602.5a @card:Order_of_Whiteclay
  Scenario: A creature that came under its controller's control this turn can't pay {Q}
    Given the board "tap_untap/whiteclay-tapped-new.json"
    When Alice activates "order" targeting "bears"
    Then the action is refused (CR 302.6 or 602.5a)
    And "order" is tapped
    And Alice's mana pool is {W}{W}{W}

  @ruling:tap-untap-symbols.untap @cr:302.6 @cr:702.10c @card:Order_of_Whiteclay @card:Fervor
  Scenario: A creature with haste can pay {Q} the turn it came under its controller's control
    Given the board "tap_untap/whiteclay-tapped-new-fervor.json"
    When Alice activates "order" targeting "bears"
    Then "order" is untapped
    And Alice's mana pool is empty

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:302.6 @card:Snow_Mercy
  Scenario: A noncreature permanent can pay {Q} the turn it came under its controller's control
    Given the board "tap_untap/snow-mercy-new.json"
    When Alice activates "snow-mercy"
    Then "snow-mercy" is tapped
    And the stack is, from the top: an activated ability of "Snow Mercy"

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:117.1b @card:Order_of_Whiteclay
  Scenario: Order of Whiteclay's ability has no timing restriction: it can pay {Q} during an opponent's turn
    Given the board "tap_untap/whiteclay-tapped-opponents-turn.json"
    When Alice activates "order" targeting "bears"
    Then "order" is untapped
    And the stack is, from the top: an activated ability of "Order of Whiteclay"

  @ruling:tap-untap-symbols.untap @cr:117.1 @cr:117.1b @card:Order_of_Whiteclay
  Scenario: Without priority, Alice can't activate Order of Whiteclay's ability during an opponent's turn
    Given the board "tap_untap/whiteclay-tapped-bobs-upkeep-bob-priority.json"
    Then Bob has priority
    When Alice activates "order" targeting "bears"
    Then the action is refused (CR 117.1b or 117.1)
    And "order" is tapped
    And "bears" is in Alice's graveyard
