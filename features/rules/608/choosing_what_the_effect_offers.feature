Feature: The player an effect offers a choice makes it as the effect is applied (CR 608.2d)
  "If an effect of a spell or ability offers any choices [...], the player announces these while applying the
  effect. The player can't choose an option that's illegal or impossible." Distended Mindbender's cast trigger
  offers Alice cards from Bob's revealed hand, and the cards she chooses are discarded. Terrasymbiosis: "Whenever
  you put one or more +1/+1 counters on a creature you control, you may draw that many cards. Do this only once each
  turn.": Alice draws or doesn't; each Knight of Autumn she casts puts two +1/+1 counters on itself (its mode 1).
  The refusal of an option that's illegal is decided elsewhere (x/x_is_zero.feature, an {X} card as the card with
  mana value 4 or greater; rules/608/kinnan_look.feature, two creature cards where the effect takes one).

  @cr:608.2d @card:Distended_Mindbender @card:Grizzly_Bears @card:Lightning_Bolt @card:Serra_Angel
  Scenario: Alice chooses two cards of the revealed hand, and Bob discards them
    Given the board "rules/608/mindbender-bears-bolt-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Serra Angel"
    Then "Lightning Bolt" is in Bob's graveyard
    And "Serra Angel" is in Bob's graveyard

  @cr:608.2d @card:Terrasymbiosis @card:Knight_of_Autumn
  Scenario: As Terrasymbiosis's ability resolves, Alice chooses whether to draw: the game waits for her yes or no
    Given the board "rules/603/terrasymbiosis-two-knights.json"
    When Alice casts "knight1", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority 2 times
    Then Alice must accept or decline
