Feature: An effect that refers to a characteristic checks only that characteristic (CR 608.2j)
  CR 608.2j: "If an effect refers to certain characteristics, it checks only for the value of the specified
  characteristics, regardless of any related ones an object may also have." Virtue's Ruin reads "Destroy all
  white creatures." Watchwolf is green and white: it is white, whatever other colour it also has.

  @cr:608.2j @card:Virtue's_Ruin @card:Watchwolf @card:Serra_Angel @card:Grizzly_Bears
  Scenario: Virtue's Ruin destroys the green-and-white Watchwolf as a white creature
    Given the board "rules/608/virtues-ruin-bob.json"
    When Alice casts "ruin"
    And all players pass priority
    Then "watchwolf" is in Bob's graveyard
    And "angel" is in Bob's graveyard

  @cr:608.2n @context:608.2j @card:Virtue's_Ruin @card:Watchwolf @card:Serra_Angel @card:Grizzly_Bears
  Scenario: Virtue's Ruin leaves the creature that is not white: green Grizzly Bears stays
    Given the board "rules/608/virtues-ruin-bob.json"
    When Alice casts "ruin"
    And all players pass priority
    Then Bob's battlefield holds "Grizzly Bears"
    And "ruin" is in Alice's graveyard

  @cr:608.2j @card:Virtue's_Ruin @card:Watchwolf @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Alice's own green-and-white Watchwolf is a white creature too, and her green Elves are not
    Given the board "rules/608/virtues-ruin-own-watchwolf.json"
    When Alice casts "ruin"
    And all players pass priority
    Then "watchwolf" is in Alice's graveyard
    And Alice's battlefield holds "Llanowar Elves"
    And Bob's battlefield holds "Grizzly Bears"
