Feature: A player chooses only among the options an effect offers (CR 608.2d)
  "If an effect of a spell or ability offers any choices [...], the player announces these while applying the
  effect. The player can't choose an option that's illegal or impossible." Distended Mindbender's cast trigger
  offers Alice cards from Bob's revealed hand: a player is no card of it, so choosing Bob is refused, and the
  cards the trigger asks for are chosen.

  @cr:608.2d @card:Distended_Mindbender @card:Grizzly_Bears @card:Lightning_Bolt @card:Serra_Angel
  Scenario: Alice can't choose a player where the effect offers the cards of a revealed hand
    Given the board "rules/608/mindbender-bears-bolt-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses Bob
    Then the action is refused (CR 608.2d)
    And the game is as it was before the action

  @cr:608.2d @card:Distended_Mindbender @card:Grizzly_Bears @card:Lightning_Bolt @card:Serra_Angel
  Scenario: Alice chooses two cards of the revealed hand, and Bob discards them
    Given the board "rules/608/mindbender-bears-bolt-angel.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Serra Angel"
    Then "Lightning Bolt" is in Bob's graveyard
    And "Serra Angel" is in Bob's graveyard
