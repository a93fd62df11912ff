Feature: A creature assigns combat damage equal to its power as the combat damage step begins (CR 510.1a)
  CR 510.1a: "Each attacking creature and each blocking creature assigns combat damage equal to its power." Its power
  is the one it has now, with the effects that apply to it: Giant Growth makes Grizzly Bears 5/5 until end of turn.
  The control: without Giant Growth, Grizzly Bears deals 2.

  @cr:510.1a @card:Grizzly_Bears @card:Giant_Growth
  Scenario: Unblocked Grizzly Bears, given +3/+3 by Giant Growth, deals 5 damage to Bob
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 15

  @cr:510.1a @card:Grizzly_Bears @card:Giant_Growth @card:Watchwolf
  Scenario: Grizzly Bears, given +3/+3 by Giant Growth after Watchwolf blocks it, destroys Watchwolf and survives
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wolf"
    And Alice casts "growth" targeting "bears", tapping "forest" for mana
    And all players pass priority
    And the game advances to combat_damage
    Then "bob-wolf" is in Bob's graveyard
    And "bears" is on the battlefield

  @cr:510.1a @card:Grizzly_Bears @card:Watchwolf
  Scenario: Control: Grizzly Bears without Giant Growth, blocked by Watchwolf, deals it 2 damage and dies
    Given the board "rules/510/pumped-power.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "bob-wolf"
    And the game advances to combat_damage
    Then "bears" is in Alice's graveyard
    And "bob-wolf" is on the battlefield
