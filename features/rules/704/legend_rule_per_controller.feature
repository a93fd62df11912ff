Feature: The legend rule groups legendary permanents by name and controller (CR 704.5j)
  CR 704.5j: "If two or more legendary permanents with the same name are controlled by the same player, that player
  chooses one of them, and the rest are put into their owners' graveyards." Cackling Counterpart: "Create a token
  that's a copy of target creature you control." The token copy of Alice's Emry, Lurker of the Loch is legendary
  with the same name (707.2). Thalia, Guardian of Thraben is legendary; Bob's and Alice's, controlled by two players,
  are in no group together.

  @cr:704.5j @cr:704.5d @card:Cackling_Counterpart @card:Emry,_Lurker_of_the_Loch
  Scenario: A token copy of Alice's Emry: she keeps her card, and the token goes to her graveyard and ceases to exist
    Given the board "rules/704/alice-emry-counterpart.json"
    When Alice casts "counterpart" targeting "alice-emry"
    And all players pass priority
    Then Alice must keep one legendary permanent from "Emry, Lurker of the Loch" and "Emry, Lurker of the Loch"
    When Alice chooses "alice-emry"
    Then "alice-emry" is on the battlefield
    And Alice's battlefield holds "Emry, Lurker of the Loch"
    And Alice's graveyard holds "Cackling Counterpart"

  @cr:704.5j @card:Thalia,_Guardian_of_Thraben
  Scenario: Alice's Thalia resolves beside Bob's Thalia: both stay, no choice waits, and Alice is the one to act
    Given the board "rules/704/bobs-thalia-alice-thalia-in-hand.json"
    When Alice casts "alice-thalia"
    And all players pass priority
    Then "alice-thalia" is on the battlefield
    And "bobs-thalia" is on the battlefield
    And the stack is empty
    And Alice has priority

  @cr:704.5j @card:Thalia,_Guardian_of_Thraben
  Scenario: Control: while Alice's Thalia is on the stack, Bob's Thalia stays and Alice is the one to act
    Given the board "rules/704/bobs-thalia-alice-thalia-in-hand.json"
    When Alice casts "alice-thalia"
    Then the stack is, from the top: "Thalia, Guardian of Thraben"
    And "bobs-thalia" is on the battlefield
    And Alice has priority
