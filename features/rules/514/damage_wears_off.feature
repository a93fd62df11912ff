Feature: In the cleanup step, damage wears off and "until end of turn" effects end, at once (CR 514.2)
  CR 514.2: "Second, the following actions happen simultaneously: all damage marked on permanents (including
  phased-out permanents) is removed and all "until end of turn" and "this turn" effects end." Grizzly Bears, made
  5/5 by Giant Growth, survives combat with 3 or 4 damage marked on it; as the turn ends the damage and the +3/+3 go
  at once, so no check of state-based actions ever sees a 2/2 with lethal damage. The control: in the end step the
  effect still lasts.

  @cr:514.2 @card:Grizzly_Bears @card:Giant_Growth @card:Watchwolf
  Scenario: Grizzly Bears, 5/5 until end of turn, with 3 damage from Watchwolf, is a 2/2 on Bob's turn
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wolf"
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    And the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And "bears" is on the battlefield
    And "bears" is 2/2

  @cr:514.2 @card:Grizzly_Bears @card:Giant_Growth @card:Watchwolf @card:Order_of_Whiteclay
  Scenario: Grizzly Bears, 5/5 until end of turn, with 4 damage from Watchwolf and Order of Whiteclay, survives the turn
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wolf" and "whiteclay"
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    And the game advances to combat_damage
    And Alice assigns combat damage: 3 to "bob-wolf" and 2 to "whiteclay"
    Then "bob-wolf" is in Bob's graveyard
    When the game advances to the next turn
    Then "bears" is on the battlefield
    And "bears" is 2/2

  @cr:514.2 @card:Grizzly_Bears @card:Giant_Growth @card:Watchwolf
  Scenario: Control: in Alice's end step, Grizzly Bears is still 5/5
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wolf"
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    And the game advances to end
    Then "bears" is 5/5
    And "bears" is on the battlefield
