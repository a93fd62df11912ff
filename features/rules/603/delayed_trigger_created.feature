Feature: A delayed triggered ability can't trigger before it has been created (CR 603.7a)
  CR 603.7a: "Delayed triggered abilities are created during the resolution of spells or abilities ... A delayed
  triggered ability won't trigger until it has actually been created, even if its trigger event occurred just
  beforehand." Storm King's Thunder ({X}{R}{R}{R}, instant) reads "When you cast your next instant or sorcery spell
  this turn, copy that spell X times. You may choose new targets for the copies." Alice casts the Thunder with X = 1
  and, holding priority, Lightning Bolt at Bob above it: the Thunder hasn't resolved, so nothing watches that cast and
  the Bolt isn't copied. The Divination she casts once the Thunder has resolved is copied (603.7, 107.3n): that is
  the control, which every reading of 603.7a passes.

  @cr:603.7a @context:603.7 @card:Storm_King's_Thunder @card:Lightning_Bolt
  Scenario: Lightning Bolt cast in response to Storm King's Thunder triggers nothing: the Bolt is on the stack above the Thunder, alone
    Given the board "rules/603/thunder-bolt-divination.json"
    When Alice casts "thunder" with X = 1
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt", then "Storm King's Thunder"

  @cr:603.7a @context:603.7 @card:Storm_King's_Thunder @card:Lightning_Bolt @card:Divination
  Scenario: The Bolt cast before the Thunder resolved deals 3 damage once; the Divination cast after it is copied: Alice draws four cards
    Given the board "rules/603/thunder-bolt-divination.json"
    When Alice casts "thunder" with X = 1
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority 2 times
    Then Bob's life total is 17
    And the stack is empty
    When Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    Then the stack is, from the top: a triggered ability of "Storm King's Thunder" controlled by Alice, then "Divination"
    When all players pass priority 3 times
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt" and "Mountain"
    And Bob's life total is 17

  @cr:107.3n @context:603.7a @card:Storm_King's_Thunder @card:Divination
  Scenario: Control: Divination cast after the Thunder resolved is copied once: Alice draws four cards
    Given the board "rules/603/thunder-bolt-divination.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 3 times
    Then Alice's hand holds "Lightning Bolt", "Plains", "Island", "Lightning Bolt" and "Mountain"
    And the stack is empty
