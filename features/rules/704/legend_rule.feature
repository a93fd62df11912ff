Feature: The legend rule (CR 704.5j)
  CR 704.5j: "If two or more legendary permanents with the same name are controlled by the same player, that
  player chooses one of them, and the rest are put into their owners' graveyards."

  @cr:704.5j @card:Emry,_Lurker_of_the_Loch
  Scenario: A second Emry resolves: Alice chooses the new one to keep, and the old one goes to her graveyard
    Given the board "rules/704/emry-on-battlefield-emry-in-hand.json"
    When Alice casts "new-emry"
    And all players pass priority
    Then Alice must keep one legendary permanent from "Emry, Lurker of the Loch" and "Emry, Lurker of the Loch"
    When Alice chooses "new-emry"
    Then "new-emry" is on the battlefield
    And "old-emry" is in Alice's graveyard

  @cr:704.5j @card:Emry,_Lurker_of_the_Loch
  Scenario: A second Emry resolves: Alice may keep the old one, and the new one goes to her graveyard
    Given the board "rules/704/emry-on-battlefield-emry-in-hand.json"
    When Alice casts "new-emry"
    And all players pass priority
    And Alice chooses "old-emry"
    Then "old-emry" is on the battlefield
    And "new-emry" is in Alice's graveyard

  @cr:704.5j @card:Emry,_Lurker_of_the_Loch @card:Island
  Scenario: Keeping a permanent that isn't one of the legendary permanents with that name is refused
    Given the board "rules/704/emry-on-battlefield-emry-in-hand.json"
    When Alice casts "new-emry"
    And all players pass priority
    And Alice chooses "Island"
    Then the action is refused (CR 704.5j)
    And the game is as it was before the action

  @cr:704.5j @card:Emry,_Lurker_of_the_Loch
  Scenario: Control: two Emrys controlled by different players both stay, and no choice waits
    Given the board "rules/704/bobs-emry-alice-emry-in-hand.json"
    When Alice casts "new-emry"
    And all players pass priority
    Then "new-emry" is on the battlefield
    And "bobs-emry" is on the battlefield
    And the stack is, from the top: a triggered ability of "Emry, Lurker of the Loch" controlled by Alice

  @cr:704.5j @cr:117.5 @card:Emry,_Lurker_of_the_Loch
  Scenario: Once Alice has chosen the Emry to keep, the new Emry's enters ability goes on the stack and she receives priority
    Given the board "rules/704/emry-on-battlefield-emry-in-hand.json"
    When Alice casts "new-emry"
    And all players pass priority
    And Alice chooses "new-emry"
    Then the stack is, from the top: a triggered ability of "Emry, Lurker of the Loch" controlled by Alice
    And Alice has priority
