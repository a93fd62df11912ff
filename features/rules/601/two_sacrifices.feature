Feature: A cost that sacrifices two creatures sacrifices two different ones (CR 601.2b)
  CR 601.2b: "If the spell requires the player to ... pay any additional costs ..., the player announces those
  intentions." Bankrupt in Blood reads "As an additional cost to cast this spell, sacrifice two creatures. Draw
  three cards." The two creatures announced for its cost are two permanents: one named twice is one creature.

  @cr:601.2b @card:Bankrupt_in_Blood @card:Grizzly_Bears @card:Llanowar_Elves @card:Island
  Scenario: Alice casts Bankrupt in Blood sacrificing Grizzly Bears and Llanowar Elves, and draws three cards
    Given the board "rules/601/bankrupt-bears-elves.json"
    When Alice casts "bankrupt" sacrificing "bears" and "elves"
    Then "bears" is in Alice's graveyard
    And "elves" is in Alice's graveyard
    When all players pass priority
    Then Alice's hand holds "Island", "Island" and "Island"

  @cr:601.2b @card:Bankrupt_in_Blood @card:Grizzly_Bears @card:Llanowar_Elves @card:Island
  Scenario: Grizzly Bears named twice is not two creatures: Alice can't cast Bankrupt in Blood so, only with two different creatures
    Given the board "rules/601/bankrupt-bears-elves.json"
    When Alice casts "bankrupt" sacrificing "bears" and "bears"
    Then the action is refused (CR 601.2b)
    And "bears" is on the battlefield
    When Alice casts "bankrupt" sacrificing "bears" and "elves"
    Then the stack is, from the top: "Bankrupt in Blood"
