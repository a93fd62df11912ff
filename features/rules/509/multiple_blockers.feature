Feature: Blockers are untapped creatures, each blocking one attacker; several may block the same attacker (CR 509.1a)
  CR 509.1a: "The defending player chooses which creatures they control, if any, will block. The chosen creatures
  must be untapped and they can't also be battles. For each of the chosen creatures, the defending player chooses
  one creature for it to block that's attacking that player, a planeswalker they control, or a battle they
  protect." Nothing limits how many creatures block one attacker. The controls: an untapped creature blocks, and
  two blockers may each block a different attacker.

  @cr:509.1a @card:Grizzly_Bears @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: Llanowar Elves and Walking Corpse both block Grizzly Bears
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves" and "corpse"
    Then "elves" is blocking "bears"
    And "corpse" is blocking "bears"

  @cr:509.1a @card:Grizzly_Bears @card:Boggart_Brute @card:Llanowar_Elves @card:Walking_Corpse @card:Giant_Spider
  Scenario: Three creatures block Grizzly Bears while Boggart Brute is unblocked
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "bears" and "brute"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves" and "corpse" and "spider"
    Then "elves" is blocking "bears"
    And "corpse" is blocking "bears"
    And "spider" is blocking "bears"

  @cr:509.1a @card:Grizzly_Bears @card:Watchwolf @card:Llanowar_Elves
  Scenario: The tapped Llanowar Elves can't block
    Given the board "rules/509/tapped-blocker.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then the action is refused (CR 509.1a)
    And "elves" is not blocking
    When Bob blocks "bears" with "corpse"
    Then "corpse" is blocking "bears"

  @cr:509.1a @cr:509.1 @card:Grizzly_Bears @card:Watchwolf @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: A declaration of Walking Corpse blocking Grizzly Bears and the tapped Llanowar Elves blocking Watchwolf is refused whole
    Given the board "rules/509/tapped-blocker.json"
    When Alice attacks Bob with "bears" and "wolf"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse", and "wolf" with "elves"
    Then the action is refused (CR 509.1a)
    And "corpse" is not blocking
    When Bob blocks "wolf" with "corpse"
    Then "corpse" is blocking "wolf"

  @cr:509.1a @card:Grizzly_Bears @card:Boggart_Brute @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: Llanowar Elves can't block both Grizzly Bears and Boggart Brute
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "bears" and "brute"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves", and "brute" with "elves" and "corpse"
    Then the action is refused (CR 509.1a)
    When Bob blocks "brute" with "elves" and "corpse"
    Then "elves" is blocking "brute"

  @cr:509.1a @card:Grizzly_Bears @card:Boggart_Brute @card:Llanowar_Elves @card:Walking_Corpse @card:Giant_Spider
  Scenario: Control: Giant Spider blocks Grizzly Bears, Llanowar Elves and Walking Corpse block Boggart Brute
    Given the board "rules/509/menace.json"
    When Alice attacks Bob with "bears" and "brute"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "spider", and "brute" with "elves" and "corpse"
    Then "spider" is blocking "bears"
    And "elves" is blocking "brute"
    And "corpse" is blocking "brute"
