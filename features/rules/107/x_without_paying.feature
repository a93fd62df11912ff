Feature: X is 0 for a spell cast without paying its mana cost (CR 107.3b)
  CR 107.3b: "If a player is casting a spell that has an {X} in its mana cost, the value of X isn't defined by
  the text of that spell, and an effect lets that player cast that spell while paying neither its mana cost nor
  an alternative cost that includes X, then the only legal choice for X is 0."

  @cr:107.3b @card:Endless_One @card:Omniscience
  Scenario: Endless One cast without paying its mana cost can't have X = 3, and nothing changes
    Given the board "x/omniscience-endless-one.json"
    When Alice casts "endless" with X = 3 without paying its mana cost thanks to "Omniscience"
    Then the action is refused (CR 107.3b)
    And the game is as it was before the action
    When Alice casts "endless" with X = 0 without paying its mana cost thanks to "Omniscience"
    Then "endless" is on the stack
