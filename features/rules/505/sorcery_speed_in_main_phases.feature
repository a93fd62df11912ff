Feature: Creature and sorcery spells are cast only in a main phase (CR 505.6a)
  CR 505.6a: "The main phase is the only phase in which a player can normally cast artifact, creature, enchantment,
  planeswalker, and sorcery spells. The active player may cast these spells." 302.1 (creatures), 307.1
  (sorceries) and 117.1a say so too; an engine refusing may name any of them. Giant Growth, an instant, can be cast
  in any step.

  @cr:505.6a @context:302.1 @context:117.1a @card:Grizzly_Bears @card:Forest
  Scenario: Alice can't cast Grizzly Bears in her beginning of combat step
    Given the board "rules/505/beginning-of-combat-hand.json"
    When Alice casts "bears", tapping "forest-1" and "forest-2" for mana
    Then the action is refused (CR 505.6a or 302.1 or 117.1a)
    And the game is as it was before the action
    When Alice casts "growth" targeting "elves", tapping "forest-1" for mana
    And all players pass priority
    Then "elves" is 4/4

  @cr:505.6a @context:307.1 @context:117.1a @card:Divination @card:Island
  Scenario: Alice can't cast Divination in her upkeep
    Given the board "rules/505/upkeep-hand.json"
    When Alice casts "divination", tapping "island-1", "island-2" and "forest-1" for mana
    Then the action is refused (CR 505.6a or 307.1 or 117.1a)
    And the game is as it was before the action
    When the game advances to precombat_main
    And Alice casts "divination", tapping "island-1", "island-2" and "forest-1" for mana
    And all players pass priority
    Then "divination" is in Alice's graveyard

  @cr:505.6a @card:Grizzly_Bears @card:Forest
  Scenario: Alice casts Grizzly Bears in her postcombat main phase
    Given the board "rules/505/postcombat-main-forest.json"
    When Alice casts "bears", tapping "forest-1" and "forest-2" for mana
    And all players pass priority
    Then "bears" is on the battlefield

  @cr:505.6a @card:Giant_Growth @card:Llanowar_Elves
  Scenario: Control: Alice casts Giant Growth, an instant, in her beginning of combat step
    Given the board "rules/505/beginning-of-combat-hand.json"
    When Alice casts "growth" targeting "elves", tapping "forest-1" for mana
    And all players pass priority
    Then "elves" is 4/4
    And it is turn 3 of Alice, in the beginning_of_combat step
