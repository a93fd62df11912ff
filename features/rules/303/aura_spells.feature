Feature: An Aura spell targets what its enchant ability allows, and enters attached to it (CR 115.1b, 303.4a, 608.3c)
  An Aura spell requires a target, defined by its enchant ability (303.4a, 702.5a); the target is chosen as the
  spell is cast (115.1b, 601.2c). As it resolves, the Aura enters attached to the object it targeted (608.3c).
  Overgrowth reads "Enchant land. Whenever enchanted land is tapped for mana, its controller adds an additional
  {G}{G}." What forbids the cast without a target is 303.4a ("An Aura spell requires a target") and 115.1b ("Aura
  spells are always targeted"); what forbids a creature as its target is its enchant ability (702.5a, 115.1b: "An
  Aura's target is specified by its enchant keyword ability"); 601.2c, the step where targets are announced, is
  accepted in both. Where the Aura enters is the target of the spell it was (608.3c): an engine that attached it to
  any land the action names, without a target, would pass the first scenario, which decides 608.3c alone.

  @cr:608.3c @card:Overgrowth @card:Forest
  Scenario: Overgrowth cast targeting a land enters attached to that land
    Given the board "rules/303/overgrowth-in-hand.json"
    When Alice casts "overgrowth" targeting "forest"
    Then "overgrowth" is on the stack
    When all players pass priority
    Then "overgrowth" is on the battlefield
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}{G}
    When Alice taps "other-forest" for mana
    Then Alice's mana pool is {G}{G}{G}{G}

  @cr:303.4a @cr:115.1b @cr:601.2c @card:Overgrowth @card:Forest
  Scenario: Overgrowth cast without a target is refused
    Given the board "rules/303/overgrowth-in-hand.json"
    When Alice casts "overgrowth"
    Then the action is refused (CR 303.4a or 115.1b or 601.2c)
    And "overgrowth" is in Alice's hand
    And Alice's mana pool is {G}{G}{G}
    When Alice casts "overgrowth" targeting "forest"
    Then "overgrowth" is on the stack

  @cr:702.5a @cr:115.1b @cr:303.4a @cr:601.2c @card:Overgrowth @card:Grizzly_Bears
  Scenario: Overgrowth cast targeting a creature, which its enchant ability doesn't allow, is refused
    Given the board "rules/303/overgrowth-in-hand.json"
    When Alice casts "overgrowth" targeting "bears"
    Then the action is refused (CR 702.5a or 115.1b or 303.4a or 601.2c)
    And "overgrowth" is in Alice's hand
    When Alice casts "overgrowth" targeting "forest"
    Then "overgrowth" is on the stack
