Feature: A spell's instructions are followed in the order written, and it goes to the graveyard last (CR 608.2c, 608.2n)
  CR 608.2c: "The controller of the spell or ability follows its instructions in the order written." CR 608.2n:
  "As the final part of an instant or sorcery spell's resolution, the spell is put into its owner's graveyard."
  Careful Study reads "Draw two cards, then discard two cards." Alice draws first, so the two cards she draws
  are among those she may discard; until she has chosen, Careful Study is still resolving, on the stack.

  @cr:608.2c @cr:608.2d @card:Careful_Study
  Scenario: With no other card in hand, Alice discards the two cards she has just drawn
    Given the board "rules/608/careful-study-alone.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice must choose cards from "Island" and "Forest"
    When Alice chooses "Island" and "Forest"
    Then Alice's hand is empty
    And Alice's graveyard holds "Careful Study", "Island" and "Forest"

  @cr:608.2c @cr:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: Alice may keep a card she drew and discard the card she held before
    Given the board "rules/608/careful-study-bolt.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice must choose cards from "Lightning Bolt", "Island" and "Forest"
    When Alice chooses "Lightning Bolt" and "Island"
    Then Alice's hand holds "Forest"
    And "Mountain" is in Alice's library

  @cr:608.2c @cr:608.2d @card:Careful_Study @card:Lightning_Bolt
  Scenario: The discard comes after the draw: a card still in the library can't be discarded
    Given the board "rules/608/careful-study-bolt.json"
    When Alice casts "study"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Mountain"
    Then the action is refused (CR 608.2d)
    And Alice must choose cards from "Lightning Bolt", "Island" and "Forest"

  @cr:608.2n @card:Careful_Study
  Scenario: While Alice chooses what to discard, Careful Study is still on the stack
    Given the board "rules/608/careful-study-alone.json"
    When Alice casts "study"
    And all players pass priority
    Then "study" is on the stack
    When Alice chooses "Island" and "Forest"
    Then "Careful Study" is in Alice's graveyard
    And the stack is empty
    And Alice has priority

  @cr:608.2n @card:Careful_Study @card:Lightning_Bolt
  Scenario: Careful Study reaches the graveyard only after the discard: until then Alice's graveyard is empty
    Given the board "rules/608/careful-study-bolt.json"
    When Alice casts "study"
    And all players pass priority
    Then Alice's graveyard is empty
    When Alice chooses "Lightning Bolt" and "Island"
    Then Alice's graveyard holds "Careful Study", "Lightning Bolt" and "Island"
