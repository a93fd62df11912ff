Feature: The permanents a resolving effect's filter names are read from its controller's side and its source's (CR 608.2h, 109.5)
  "You" is the controller of the spell or ability (109.5), not its owner nor the active player, and "other" means
  other than its source; which permanents fit is determined as the effect happens (608.2h), not when the spell or
  ability was put on the stack. In Garruk's Wake: "Destroy all creatures you don't control and all planeswalkers you
  don't control." A destroyed permanent is put into its owner's graveyard (701.7a), whoever controlled it. War
  Screecher: "{5}{W}, {T}: Other creatures you control get +1/+1 until end of turn." Mutavault: "{1}: This land
  becomes a 2/2 creature with all creature types until end of turn. It's still a land." Decimator of the Provinces:
  "When you cast this spell, creatures you control get +2/+2 and gain trample until end of turn": a triggered
  ability's "creatures you control" too are those there are as it resolves.

  @cr:109.5 @cr:701.7a @card:In_Garruk's_Wake @card:Grizzly_Bears @card:Serra_Angel @card:Walking_Corpse @card:Llanowar_Elves
  Scenario: Alice's In Garruk's Wake destroys the creatures she doesn't control, whoever owns them: Alice's Elves under Bob's control go to her graveyard, Bob's Walking Corpse under hers stays
    Given the board "rules/608/garruks-wake-owners-controllers.json"
    When Alice casts "wake"
    And all players pass priority
    Then "angel" is in Bob's graveyard
    And "elves" is in Alice's graveyard
    And "corpse" is on the battlefield
    And "bears" is on the battlefield
    And Alice's graveyard holds "In Garruk's Wake" and "Llanowar Elves"

  @cr:109.5 @cr:608.2h @card:War_Screecher @card:Grizzly_Bears @card:Walking_Corpse @card:Mutavault
  Scenario: In Bob's turn, Alice's War Screecher pumps the other creatures she controls as it resolves, the Mutavault she animated in response among them, and not Bob's Walking Corpse
    Given the board "rules/608/war-screecher-mutavault-bobs-turn.json"
    When Alice activates "screecher"
    And Alice activates ability 2 of "mutavault"
    Then the stack is, from the top: an activated ability of "Mutavault", then an activated ability of "War Screecher"
    When all players pass priority
    Then "mutavault" is 2/2
    When all players pass priority
    Then "bears" is 3/3
    And "mutavault" is 3/3
    And "screecher" is 1/3
    And "corpse" is 2/2

  @cr:109.5 @card:War_Screecher @card:Grizzly_Bears @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: In Alice's turn, War Screecher pumps Bob's Grizzly Bears that Alice controls, and not her own Walking Corpse that Bob controls
    Given the board "rules/608/war-screecher-borrowed-creatures.json"
    When Alice activates "screecher"
    And all players pass priority
    Then "bears" is 3/3
    And "elves" is 2/2
    And "corpse" is 2/2
    And "screecher" is 1/3

  @cr:608.2h @context:109.5 @context:702.119a @card:Decimator_of_the_Provinces @card:Mutavault @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Decimator's cast trigger gives +2/+2 and trample to the Mutavault Alice animated while it was on the stack
    Given the board "rules/608/decimator-mutavault-elves.json"
    When Alice casts "decimator" for its emerge cost, sacrificing "bears", paying with {C}{C}{C}{C}{G}{G}{G}
    Then the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    Then "mutavault" is 2/2
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    When all players pass priority
    Then "mutavault" is 4/4
    And "mutavault" has trample
    And "elves" is 3/3
