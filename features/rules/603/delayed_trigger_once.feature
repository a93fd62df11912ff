Feature: A delayed triggered ability without a stated duration triggers only once (CR 603.7b)
  CR 603.7b: "A delayed triggered ability will trigger only once—the next time its trigger event occurs—unless it
  has a stated duration, such as 'this turn.'" Storm King's Thunder ({X}{R}{R}{R}, instant) reads "When you cast
  your next instant or sorcery spell this turn, copy that spell X times. You may choose new targets for the
  copies.": "this turn" bounds when the next spell may come, it doesn't make the ability trigger for every spell
  (603.7b's "next time"). Divination reads "Draw two cards." and has no target, so its copy has no new target to
  choose. Alice casts the Thunder with X = 1: her first Divination is copied once, her second is not. The control
  stops after the first Divination: every reading of 603.7b passes it; it decides that the copy count is the
  Thunder's X (107.3n). CR 603.7d: "If a spell creates a delayed triggered ability, the source of that delayed
  triggered ability is that spell. The controller of that delayed triggered ability is the player who controlled
  that spell as it resolved": the trigger is the Thunder's, not the Divination's it copies.

  @cr:603.7b @cr:603.7d @context:603.7 @card:Storm_King's_Thunder @card:Divination
  Scenario: After the Thunder's trigger copied Alice's first Divination, her second Divination triggers nothing: it is alone on the stack
    Given the board "rules/603/thunder-two-divinations.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "divination-1", tapping "island-1", "island-2" and "island-3" for mana
    Then the stack is, from the top: a triggered ability of "Storm King's Thunder" controlled by Alice, then "Divination"
    When all players pass priority 3 times
    Then the stack is empty
    When Alice casts "divination-2", tapping "island-4", "island-5" and "island-6" for mana
    Then the stack is, from the top: "Divination"

  @cr:603.7b @context:603.7 @card:Storm_King's_Thunder @card:Divination
  Scenario: The Thunder with X = 1 and two Divinations: Alice draws two, two for the one copy, and two: six cards
    Given the board "rules/603/thunder-two-divinations.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "divination-1", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 3 times
    And Alice casts "divination-2", tapping "island-4", "island-5" and "island-6" for mana
    And all players pass priority
    Then Alice's hand holds "Plains", "Island", "Lightning Bolt", "Mountain", "Forest" and "Grizzly Bears"
    And the stack is empty

  @cr:107.3n @context:603.7 @context:603.7b @card:Storm_King's_Thunder @card:Divination
  Scenario: Control: the Thunder's trigger copies the first Divination once: Alice draws four cards
    Given the board "rules/603/thunder-two-divinations.json"
    When Alice casts "thunder" with X = 1
    And all players pass priority
    And Alice casts "divination-1", tapping "island-1", "island-2" and "island-3" for mana
    And all players pass priority 3 times
    Then Alice's hand holds "Divination", "Plains", "Island", "Lightning Bolt" and "Mountain"
    And the stack is empty
