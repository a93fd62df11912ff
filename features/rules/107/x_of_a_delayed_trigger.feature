Feature: A delayed triggered ability uses the X of the spell that created it (CR 107.3n)
  CR 107.3n: "If a delayed triggered ability created by a resolving spell or ability refers to X, X is not defined
  in the text of that triggered ability, and the spell or ability that created it had a value of X chosen for any
  of its costs, the value of X for the triggered ability is the same as the value of X for the spell of ability
  that created it." Storm King's Thunder ({X}{R}{R}{R}, instant) reads "When you cast your next instant or sorcery
  spell this turn, copy that spell X times. You may choose new targets for the copies.": as it resolves it creates
  a delayed triggered ability (603.7a) whose X is the Thunder's, not 0 and not the X of "that spell". A copy of a
  spell copies the value of X chosen for it (707.10). Divination reads "Draw two cards."; Mind Spring ({X}{U}{U},
  sorcery) reads "Draw X cards."; neither has a target, so the copies have no new targets to choose. The delayed
  trigger triggers the next time Alice casts an instant or sorcery spell this turn, and only then (603.7b). In the
  control X is 0 for the Thunder and for Divination, so every reading of 107.3n copies nothing. The delayed trigger's
  source is the spell that created it, the Thunder, not the spell it copies (603.7d).

  @cr:107.3n @cr:603.7d @context:603.7 @context:707.10 @card:Storm_King's_Thunder @card:Divination
  Scenario: Storm King's Thunder cast with X = 2 copies Divination two times: Alice draws six cards
    Given the board "rules/107/thunder-divination.json"
    When Alice casts "thunder" with X = 2
    And all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    Then the stack is, from the top: a triggered ability of "Storm King's Thunder" controlled by Alice, then "Divination"
    When all players pass priority 4 times
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt", "Mountain", "Forest" and "Grizzly Bears"
    And the stack is empty

  @cr:107.3n @context:603.7 @context:707.10 @card:Storm_King's_Thunder @card:Mind_Spring
  Scenario: Storm King's Thunder cast with X = 1 copies Mind Spring cast with X = 2 once, not two times: Alice draws four cards
    Given the board "rules/107/thunder-mind-spring.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "mind-spring" with X = 2, tapping "island-1", "island-2", "island-3" and "island-4" for mana
    Then the stack is, from the top: a triggered ability of "Storm King's Thunder" controlled by Alice, then "Mind Spring"
    When all players pass priority 3 times
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt" and "Mountain"
    And the stack is empty

  @cr:603.7b @context:107.3n @context:603.7 @card:Storm_King's_Thunder @card:Grizzly_Bears @card:Divination @card:Lightning_Bolt
  Scenario: Control: Storm King's Thunder cast with X = 0, whose trigger waits past a creature spell for Alice's next instant or sorcery spell, copies it no times, and doesn't trigger again
    Given the board "rules/107/thunder-bears-divination-bolt.json"
    When Alice casts "thunder" with X = 0
    And all players pass priority
    And Alice casts "bears", tapping "forest-1" and "forest-2" for mana
    Then the stack is, from the top: "Grizzly Bears"
    When all players pass priority
    And Alice casts "divination", tapping "island-1", "island-2" and "island-3" for mana
    Then the stack is, from the top: a triggered ability of "Storm King's Thunder" controlled by Alice, then "Divination"
    When all players pass priority 2 times
    Then Alice's hand holds "Plains", "Island" and "Lightning Bolt"
    And the stack is empty
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt"
    When all players pass priority
    Then Bob's life total is 17
    And the stack is empty
