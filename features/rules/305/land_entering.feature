Feature: A land played enters the battlefield as any permanent does (CR 305.1, 614.1d, 603.6a)
  CR 305.1: playing a land is putting it onto the battlefield. CR 614.1d: "[This permanent] enters ..." is a
  replacement effect, which applies as it enters, a static ability and not a triggered one (603.6d); CR 603.6a: its
  enters-the-battlefield abilities trigger, the permanent being among the objects that exist immediately after
  the event and are checked for trigger conditions (603.10).
  Thornwood Falls reads "This land enters tapped. When this land enters, you gain 1 life. {T}: Add {G} or {U}."
  The Forest control doesn't decide 614.1d or 603.6a (an engine that ignores either passes it); what it decides is the
  mana ability a basic land type gives (305.6: "An object with the land card type and a basic land type has the
  intrinsic ability '{T}: Add [mana symbol]'", {G} for a Forest).

  @cr:614.1d @cr:603.6d @card:Thornwood_Falls
  Scenario: Thornwood Falls played as a land enters tapped
    Given the board "rules/305/thornwood-falls-in-hand.json"
    When Alice plays the land "falls"
    Then "falls" is tapped

  @cr:603.6a @cr:603.10 @card:Thornwood_Falls
  Scenario: Thornwood Falls played as a land triggers its enters ability: Alice gains 1 life once it resolves
    Given the board "rules/305/thornwood-falls-in-hand.json"
    When Alice plays the land "falls"
    Then the stack is, from the top: a triggered ability of "Thornwood Falls"
    When all players pass priority
    Then Alice's life total is 21

  @cr:305.6 @card:Forest
  Scenario: Control: a Forest played as a land, with nothing that replaces or triggers on its entering, enters untapped, triggers nothing, and taps for {G}
    Given the board "rules/305/thornwood-falls-in-hand.json"
    When Alice plays the land "forest"
    Then "forest" is untapped
    And the stack is empty
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}
