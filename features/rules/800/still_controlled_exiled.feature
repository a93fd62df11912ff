Feature: Objects still controlled by a player who leaves the game are exiled (CR 800.4a)
  CR 800.4a: "When a player leaves the game, all objects (see rule 109) owned by that player leave the game ...
  Then, if there are any objects still controlled by that player, those objects are exiled." A permanent's controller
  is, by default, the player under whose control it entered the battlefield (110.2). An exiled card goes to its
  owner's exile (400.3).

  @cr:800.4a @cr:110.2 @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Carol leaves the game while she controls Alice's Grizzly Bears: it is exiled into Alice's exile
    Given the board "rules/800/carols-bears-at-3.json"
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority
    Then Carol has lost the game with 0 or less life
    And "bears" is in Alice's exile
    And Carol's battlefield is empty

  @cr:800.4a @cr:110.2 @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Carol stays in the game at 1 life and keeps controlling Alice's Grizzly Bears
    Given the board "rules/800/carols-bears-at-4.json"
    When Alice passes priority
    And Bob casts "bobs-bolt" targeting Carol, tapping "bobs-mountain" for mana
    And all players pass priority
    Then no player has lost the game
    And Carol's life total is 1
    And Carol's battlefield holds "Grizzly Bears"
    And Alice's exile is empty
