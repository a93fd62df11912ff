Feature: Requirements of the blockers' declaration: as many obeyed as can be (CR 509.1c)
  CR 509.1c: "The defending player checks each creature they control to see whether it's affected by any
  requirements (effects that say a creature must block, or that it must block if some condition is met). If the
  number of requirements that are being obeyed is fewer than the maximum possible number of requirements that could
  be obeyed without disobeying any restrictions, the declaration of blockers is illegal." Lure (Aura): "All creatures
  able to block enchanted creature do so." Alice's Grizzly Bears is enchanted by Lure. Bob controls Walking Corpse,
  War Screecher, Goblin Raider ("can't block") and a tapped Walking Corpse: the first two are able to block Grizzly
  Bears and must. The control: Llanowar Elves, without Lure, need not be blocked.

  @cr:509.1c @card:Lure @card:Grizzly_Bears @card:Walking_Corpse @card:War_Screecher
  Scenario: Bob declares no blockers though Walking Corpse and War Screecher could block Grizzly Bears: refused
    Given the board "rules/509/lure.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then the action is refused (CR 509.1c)

  @cr:509.1c @card:Lure @card:Grizzly_Bears @card:Walking_Corpse @card:War_Screecher
  Scenario: Walking Corpse alone blocks Grizzly Bears, War Screecher staying out: refused
    Given the board "rules/509/lure.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse"
    Then the action is refused (CR 509.1c)

  @cr:509.1c @card:Lure @card:Grizzly_Bears @card:Llanowar_Elves @card:Walking_Corpse @card:War_Screecher
  Scenario: War Screecher blocks Grizzly Bears and Walking Corpse blocks Llanowar Elves: refused
    Given the board "rules/509/lure.json"
    When Alice attacks Bob with "bears" and "elves"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "screecher", and "elves" with "corpse"
    Then the action is refused (CR 509.1c)

  @cr:509.1c @card:Lure @card:Grizzly_Bears @card:Walking_Corpse @card:War_Screecher @card:Goblin_Raider
  Scenario: Walking Corpse and War Screecher both block Grizzly Bears; Goblin Raider and the tapped Walking Corpse can't
    Given the board "rules/509/lure.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse" and "screecher"
    Then "corpse" is blocking "bears"
    And "screecher" is blocking "bears"
    And "raider" is not blocking

  @cr:509.1c @card:Lure @card:Llanowar_Elves
  Scenario: Control: Llanowar Elves, without Lure, attacks alone: Bob may declare no blockers
    Given the board "rules/509/lure.json"
    When Alice attacks Bob with "elves"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then "elves" is attacking Bob
    And "corpse" is not blocking
    And the combat step is declare_blockers
