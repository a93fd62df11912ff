Feature: A choice made as an ability resolves: Kinnan's look at the top five cards (CR 608.2d)
  Kinnan, Bonder Prodigy: "{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature
  card from among them onto the battlefield. Put the rest on the bottom of your library in a random order."
  CR 608.2d: the player makes the choices the ability gives as it resolves, and "can't choose an option that's
  illegal or impossible". An engine may offer only the cards that fit or every card it looked at (docs/steps.md):
  what is forced is that the non-Human creature cards are among the options and the others are refused.

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears @card:Thalia,_Guardian_of_Thraben @card:Serra_Angel
  Scenario: Kinnan's ability offers the non-Human creature card among the top five
    Given the board "rules/608/kinnan-library.json"
    When Alice activates "kinnan"
    And all players pass priority
    Then Alice must choose from cards including "Grizzly Bears"

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears @card:Island @card:Forest @card:Mountain
  Scenario: The creature chosen enters the battlefield and the other four stay in the library
    Given the board "rules/608/kinnan-library.json"
    When Alice activates "kinnan"
    And all players pass priority
    And Alice chooses "bears"
    Then "bears" is on the battlefield
    And Alice's library holds "Island", "Thalia, Guardian of Thraben", "Forest", "Mountain" and "Serra Angel"
    And Alice has priority

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Thalia,_Guardian_of_Thraben
  Scenario: A Human creature card among the five can't be put onto the battlefield
    Given the board "rules/608/kinnan-library.json"
    When Alice activates "kinnan"
    And all players pass priority
    And Alice chooses "thalia"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears
  Scenario: Control: choosing nothing, no card enters and all six stay in the library
    Given the board "rules/608/kinnan-library.json"
    When Alice activates "kinnan"
    And all players pass priority
    Then Alice must choose from cards including "Grizzly Bears"
    When Alice chooses nothing
    Then "bears" is in Alice's library
    And Alice's battlefield holds "Kinnan, Bonder Prodigy"

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears @card:Serra_Angel
  Scenario: With two non-Human creature cards among the top five, Kinnan's ability offers Alice a choice of cards between both
    Given the board "rules/608/kinnan-library-two-creatures.json"
    When Alice activates "kinnan"
    And all players pass priority
    Then Alice must choose cards from cards including "Grizzly Bears" and "Serra Angel"

  @cr:608.2d @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears @card:Serra_Angel
  Scenario: Kinnan's ability puts one creature card onto the battlefield: choosing both non-Human creature cards is refused
    Given the board "rules/608/kinnan-library-two-creatures.json"
    When Alice activates "kinnan"
    And all players pass priority
    And Alice chooses "bears" and "angel"
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action
