Feature: "At the beginning of your upkeep" abilities trigger as the upkeep begins (CR 503.1a, 603.2)
  CR 503.1a: "Any abilities that triggered during the untap step and any abilities that trigger at the beginning
  of the upkeep are put onto the stack before the active player gets priority". Contamination: "At the beginning
  of your upkeep, sacrifice this enchantment unless you sacrifice a creature.": "you may sacrifice a creature; if
  you don't, sacrifice this enchantment" (118.12a). "Your upkeep" is the card's trigger event: in
  Bob's upkeep it isn't met and the ability doesn't trigger (603.2), which 503.1a doesn't decide.

  @cr:503.1a @card:Contamination @card:Grizzly_Bears
  Scenario: Contamination's ability triggers at the beginning of its controller's upkeep, before she has priority
    Given the board "rules/503/contamination-bears-bobs-end-step.json"
    When the game advances to the next turn
    Then it is turn 4 of Alice, in the upkeep step
    And the stack is, from the top: a triggered ability of "Contamination" controlled by Alice
    And Alice has priority

  @cr:503.1a @cr:608.2d @cr:118.12a @card:Contamination @card:Grizzly_Bears
  Scenario: Sacrificing a creature as the ability resolves keeps Contamination
    Given the board "rules/503/contamination-bears-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    Then Alice must choose from "Grizzly Bears"
    When Alice chooses "bears"
    Then "bears" is in Alice's graveyard
    And "contamination" is on the battlefield

  @cr:503.1a @cr:608.2d @cr:118.12a @card:Contamination @card:Grizzly_Bears
  Scenario: Sacrificing no creature, Contamination is sacrificed
    Given the board "rules/503/contamination-bears-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    And Alice chooses nothing
    Then "contamination" is in Alice's graveyard
    And "bears" is on the battlefield

  @cr:503.1a @card:Contamination
  Scenario: With no creature to sacrifice, Contamination is sacrificed without a choice
    Given the board "rules/503/contamination-alone-bobs-end-step.json"
    When the game advances to the next turn
    And all players pass priority
    Then "contamination" is in Alice's graveyard
    And the stack is empty

  @cr:603.2 @context:503.1a @card:Contamination @card:Grizzly_Bears
  Scenario: Control: in an opponent's upkeep, "your upkeep" doesn't trigger
    Given the board "rules/503/contamination-bears-alices-end-step.json"
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    And "contamination" is on the battlefield
    And the stack is empty
