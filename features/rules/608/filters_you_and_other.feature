Feature: The permanents a resolving effect's filter names are read from its controller's side and its source's (CR 608.2h, 109.5)
  "You" is the controller of the spell or ability (109.5), and "other" means other than its source; which permanents
  fit is determined as the effect happens (608.2h). In Garruk's Wake: "Destroy all creatures you don't control and all
  planeswalkers you don't control." (each destroyed is put into its owner's graveyard, 701.7a) War Screecher: "{5}{W},
  {T}: Other creatures you control get +1/+1 until end of turn."

  @cr:608.2h @cr:109.5 @cr:701.7a @card:In_Garruk's_Wake @card:Grizzly_Bears @card:Serra_Angel @card:Walking_Corpse
  Scenario: Alice's In Garruk's Wake destroys Bob's Serra Angel and Walking Corpse, and not her own Grizzly Bears
    Given the board "rules/608/garruks-wake.json"
    When Alice casts "wake"
    And all players pass priority
    Then Bob's graveyard holds "Serra Angel" and "Walking Corpse"
    And "bears" is on the battlefield
    And Alice's graveyard holds "In Garruk's Wake"

  @cr:608.2h @cr:109.5 @card:War_Screecher @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: War Screecher's "other creatures you control get +1/+1" pumps Alice's Grizzly Bears, not itself nor Bob's Walking Corpse
    Given the board "rules/608/war-screecher-bears.json"
    When Alice activates "screecher"
    And all players pass priority
    Then "bears" is 3/3
    And "screecher" is 1/3
    And "corpse" is 2/2
