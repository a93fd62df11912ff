Feature: "Your library" and "your hand" are the controller's own: no other player's card is an option (CR 608.2d, 609.3)
  Kinnan, Bonder Prodigy: "{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature
  card from among them onto the battlefield. Put the rest on the bottom of your library in a random order." Flash:
  "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay its mana
  cost reduced by up to {2}." With fewer than five cards in her library Alice looks at those she has (609.3); the
  options she chooses from are her own cards only (608.2d), and with none there is no choice to make.

  @cr:608.2d @context:609.3 @card:Kinnan,_Bonder_Prodigy @card:Grizzly_Bears @card:Island @card:Forest
  Scenario: Kinnan looks at Alice's two cards only, with no creature among them: Bob's Grizzly Bears isn't offered and both stay in her library
    Given the board "rules/608/kinnan-short-library.json"
    When Alice activates "kinnan"
    And all players pass priority
    Then Alice has priority
    And Alice's library holds "Island" and "Forest"
    And Bob's library holds "Grizzly Bears"
    And Alice's battlefield holds "Kinnan, Bonder Prodigy"
    And Alice's mana pool is empty

  @cr:608.2d @card:Flash @card:Grizzly_Bears
  Scenario: Alice holds no creature card: Flash offers her nothing from Bob's hand, and resolves
    Given the board "rules/608/flash-bob-holds-bears.json"
    When Alice casts "flash"
    And all players pass priority
    Then Alice has priority
    And Alice's graveyard holds "Flash"
    And Bob's hand holds "Grizzly Bears"
    And Bob's battlefield is empty

  @cr:608.2d @cr:608.2c @card:Flash @card:Gadwick,_the_Wizened
  Scenario: Alice chooses to put nothing onto the battlefield: Flash asks for no payment and resolves
    Given the board "rules/608/flash-gadwick-decline.json"
    When Alice casts "flash", paying with {C}{U}
    And all players pass priority
    And Alice chooses nothing
    Then Alice has priority
    And Alice's graveyard holds "Flash"
    And Alice's hand holds "Gadwick, the Wizened"
    And Alice's mana pool is {U}{U}{U}{C}{C}
