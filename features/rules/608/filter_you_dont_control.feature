Feature: "All creatures you don't control" is read from the point of view of the spell's controller (CR 608.2h, 701.7a)
  In Garruk's Wake: "Destroy all creatures you don't control and all planeswalkers you don't control." "You" is the
  spell's controller (109.5); which permanents fit is determined as the spell resolves (608.2h), and each is put
  into its owner's graveyard (701.7a).

  @cr:608.2h @cr:109.5 @cr:701.7a @card:In_Garruk's_Wake @card:Grizzly_Bears @card:Serra_Angel @card:Walking_Corpse
  Scenario: Alice's In Garruk's Wake destroys Bob's Serra Angel and Walking Corpse, and not her own Grizzly Bears
    Given the board "rules/608/garruks-wake.json"
    When Alice casts "wake"
    And all players pass priority
    Then Bob's graveyard holds "Serra Angel" and "Walking Corpse"
    And "bears" is on the battlefield
    And Alice's graveyard holds "In Garruk's Wake"
