Feature: The affected player chooses the order of replacement effects (CR 616.1)
  CR 616.1: "If two or more replacement and/or prevention effects are attempting to modify the way an event affects an
  object or player, the affected object's controller (or its owner if it has no controller) or the affected player
  chooses one to apply"; CR 616.1f: "Once the chosen effect has been applied, this process is repeated (taking into
  account only replacement or prevention effects that would now be applicable) until there are no more left to apply."
  CR 616.1e: "Any of the applicable replacement and/or prevention effects may be chosen" (none of them is a
  self-replacement effect nor one of those of 616.1b-d), the later one first too. Contamination: "If a land is tapped
  for mana, it produces {B} instead of any other type and amount." CR 614.5: "A replacement effect doesn't invoke
  itself repeatedly; it gets only one opportunity to affect an event or any modified events that may replace that
  event." Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana instead." Where
  identical Mana Reflections are left to order, the order changes nothing, but 616.1 still lets an engine ask for it:
  those scenarios name the whole order, so no engine is left a choice to ask about.

  @cr:616.1 @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Alice taps a Forest: she chooses the order of Contamination and Mana Reflection
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"

  @cr:616.1 @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Contamination first, then Mana Reflection: {B} doubled is {B}{B}
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    Then Alice's mana pool is {B}{B}
    And Alice has priority

  @cr:616.1 @cr:616.1e @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Mana Reflection first, then Contamination: {G}{G} becomes {B}
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Mana Reflection", then "Contamination"
    Then Alice's mana pool is {B}

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Alice chooses only Contamination to apply first: Mana Reflection, the one left, applies after it, and {B} doubled is {B}{B}
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Contamination"
    Then Alice's mana pool is {B}{B}
    And Alice has priority

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Alice chooses only Mana Reflection to apply first: Contamination, the one left, applies after it, and {G}{G} becomes {B}
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Mana Reflection"
    Then Alice's mana pool is {B}

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: With two Mana Reflections, Alice chooses one of them to apply first, then she chooses the order of the two effects left
    Given the board "rules/616/contamination-two-reflections-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "reflection-1"
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination"
    Then Alice's mana pool is {B}{B}

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Control: with Contamination applied first, then both Mana Reflections, {B} doubled twice is {B}{B}{B}{B}
    Given the board "rules/616/contamination-two-reflections-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Contamination", then "reflection-1", then "reflection-2"
    Then Alice's mana pool is {B}{B}{B}{B}
    And Alice has priority

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: With three Mana Reflections, Alice chooses two of them in turn to apply first, then she chooses the order of Contamination and the last
    Given the board "rules/616/contamination-three-reflections-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "reflection-1"
    Then Alice must order the replacement effects from "Contamination", "Mana Reflection" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "reflection-2"
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination"
    Then Alice's mana pool is {B}{B}

  @cr:616.1 @cr:616.1f @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Control: with a Mana Reflection, then Contamination applied first, then the two other Mana Reflections, {G}{G} becomes {B}, doubled twice
    Given the board "rules/616/contamination-three-reflections-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "reflection-1"
    And Alice applies the replacement effects in this order: "Contamination", then "reflection-2", then "reflection-3"
    Then Alice's mana pool is {B}{B}{B}{B}
    And Alice has priority

  @cr:616.1 @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: Alice must choose a replacement effect to apply first: choosing none is refused
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice chooses nothing
    Then the action is refused (CR 616.1)
    And Alice must order the replacement effects from "Contamination" and "Mana Reflection"

  @cr:616.1 @card:Contamination @card:Mana_Reflection @card:Forest @card:Fellwar_Stone
  Scenario: Tapping the Forest while casting a spell, Alice chooses the order, then continues casting
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice casts "stone", tapping "forest" for mana
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    And Alice continues casting the spell
    Then the stack is, from the top: "Fellwar Stone"
    And Alice paid {2} for the spell

  @cr:616.1 @context:605.3b @card:Contamination @card:Mana_Reflection @card:Forest @card:Fellwar_Stone
  Scenario: While the order of the replacement effects waits, Alice can't continue casting the spell: she chooses the order first
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice casts "stone", tapping "forest" for mana
    And Alice continues casting the spell
    Then the action is refused (CR 616.1)
    And Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    And Alice continues casting the spell
    Then the stack is, from the top: "Fellwar Stone"

  @cr:616.1 @cr:601.2g @card:Contamination @card:Mana_Reflection @card:Forest @card:Panharmonicon
  Scenario: Tapping two Forests while casting a spell, Alice chooses the order for each Forest in turn, and each Forest's {B}{B} pays for it
    Given the board "rules/616/contamination-reflection-two-forests.json"
    When Alice casts "panharmonicon", tapping "forest-1" and "forest-2" for mana
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    And Alice continues casting the spell
    Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"
    When Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    And Alice continues casting the spell
    Then the stack is, from the top: "Panharmonicon"
    And Alice paid {4} for the spell
    And "forest-1" is tapped
    And "forest-2" is tapped

  @cr:616.1 @cr:601.2h @context:118.3 @card:Contamination @card:Mana_Reflection @card:Forest @card:Fellwar_Stone
  Scenario: Control: with the order that makes {B}, the spell's {2} can't be paid
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice casts "stone", tapping "forest" for mana
    And Alice applies the replacement effects in this order: "Mana Reflection", then "Contamination"
    And Alice continues casting the spell
    Then the action is refused (CR 601.2h or 118.3)
    And "stone" is in Alice's hand

  @cr:616.1 @card:Contamination @card:Mana_Reflection @card:Forest
  Scenario: The order names the sources of the replacement effects: naming the Forest tapped for mana is refused
    Given the board "rules/616/contamination-reflection-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Contamination", then "forest"
    Then the action is refused (CR 616.1)
    And the game is as it was before the action

  @cr:616.1 @cr:614.5 @card:Mana_Reflection @card:Forest
  Scenario: Control: with one replacement effect there is no order to choose
    Given the board "rules/616/reflection-forest.json"
    When Alice taps "forest" for mana
    Then Alice's mana pool is {G}{G}
    And Alice has priority
