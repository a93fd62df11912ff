Feature: Combat damage from a creature with deathtouch destroys the creature it is dealt to (CR 702.2b)
  CR 702.2b: "A creature with toughness greater than 0 that's been dealt damage by a source with deathtouch since
  the last time state-based actions were checked is destroyed as a state-based action." Combat damage is damage like
  any other (510.2). The control: the same combat without deathtouch.

  @cr:702.2b @context:510.2 @card:Zaxara,_the_Exemplary @card:Watchwolf
  Scenario: Watchwolf blocked by Bob's Zaxara is destroyed by its 2 combat damage, and Zaxara by Watchwolf's 3
    Given the board "rules/702/deathtouch-combat.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-zaxara"
    And the game advances to combat_damage
    Then "wolf" is in Alice's graveyard
    And "bob-zaxara" is in Bob's graveyard

  @cr:702.2b @context:510.2 @card:Zaxara,_the_Exemplary @card:Order_of_Whiteclay
  Scenario: Alice's attacking Zaxara, blocked by Order of Whiteclay, destroys it with 2 combat damage and survives its 1
    Given the board "rules/702/deathtouch-combat.json"
    When Alice attacks Bob with "zaxara"
    And the game advances to declare_blockers
    And Bob blocks "zaxara" with "whiteclay"
    And the game advances to combat_damage
    Then "whiteclay" is in Bob's graveyard
    And "zaxara" is on the battlefield

  @cr:702.2b @card:Watchwolf @card:Grizzly_Bears
  Scenario: Control: Watchwolf blocked by Grizzly Bears, without deathtouch, survives their 2 combat damage
    Given the board "rules/702/deathtouch-combat.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob blocks "wolf" with "bob-bears"
    And the game advances to combat_damage
    Then "wolf" is on the battlefield
    And "bob-bears" is in Bob's graveyard
