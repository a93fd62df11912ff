@mechanic:tap-untap-symbols
Feature: What an ability paid with {Q} returns to the battlefield was not cast (CR 107.6, 702.33d)
  Ruling: "The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this
  permanent.” A permanent that's already untapped can't be untapped again to pay the cost. A
  creature's activated ability with the untap symbol in its activation cost can't be activated unless
  the creature has been under its controller's control continuously since their most recent turn began."
  Order of Whiteclay's ability returns a creature card; a card put onto the battlefield was not cast, so
  it was not kicked (702.33d), and Kavu Titan's "if it was kicked" replacement doesn't apply.

  @ruling:tap-untap-symbols.untap @cr:107.6 @cr:702.33d @cr:614.1c @card:Order_of_Whiteclay @card:Kavu_Titan
  Scenario: Kavu Titan returned by the ability paid with {Q} enters without counters or trample
    Given the board "tap_untap/whiteclay-tapped-kavu-titan.json"
    When Alice activates "order" targeting "titan"
    And all players pass priority
    Then "order" is untapped
    And "titan" is on the battlefield
    And "titan" has no +1/+1 counters
    And "titan" is 2/2
    And "titan" does not have trample
