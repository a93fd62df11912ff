Feature: Abilities that trigger on blocking and on becoming blocked (CR 509.1i, 509.2a, 509.3a, 509.3c)
  CR 509.1i: "Any abilities that trigger on blockers being declared trigger." CR 509.3a: "Whenever [a creature]
  blocks" triggers if the creature is declared as a blocker. CR 509.3c: "An ability that reads 'Whenever [a
  creature] becomes blocked, . . .' generally triggers only once each combat for that creature, even if it's blocked
  by multiple creatures." CR 509.2a: they are put onto the stack before the active player gets priority. Devoted
  Retainer (1/1): "Bushido 1 (Whenever this creature blocks or becomes blocked, it
  gets +1/+1 until end of turn.)" The control: unblocked, Devoted Retainer stays 1/1.

  @cr:509.3c @cr:509.1i @cr:509.2a @card:Devoted_Retainer @card:Llanowar_Elves
  Scenario: Devoted Retainer blocked by Llanowar Elves gets +1/+1
    Given the board "rules/509/bushido-attacks.json"
    When Alice attacks Bob with "retainer"
    And the game advances to declare_blockers
    And Bob blocks "retainer" with "elves"
    Then the stack is, from the top: a triggered ability of "Devoted Retainer"
    And Alice has priority
    When all players pass priority
    Then "retainer" is 2/2

  @cr:509.3c @cr:509.1i @card:Devoted_Retainer @card:Llanowar_Elves @card:Walking_Corpse
  Scenario: Devoted Retainer blocked by Llanowar Elves and Walking Corpse becomes blocked once: its ability triggers once, it is 2/2
    Given the board "rules/509/bushido-attacks.json"
    When Alice attacks Bob with "retainer"
    And the game advances to declare_blockers
    And Bob blocks "retainer" with "elves" and "corpse"
    Then the stack is, from the top: a triggered ability of "Devoted Retainer"
    When all players pass priority
    Then "retainer" is 2/2

  @cr:509.3c @card:Devoted_Retainer @card:Llanowar_Elves @card:Walking_Corpse @card:War_Screecher
  Scenario: Devoted Retainer blocked by three creatures is 2/2
    Given the board "rules/509/bushido-attacks.json"
    When Alice attacks Bob with "retainer"
    And the game advances to declare_blockers
    And Bob blocks "retainer" with "elves" and "corpse" and "screecher"
    And all players pass priority
    Then "retainer" is 2/2
    And the stack is empty

  @cr:509.3a @cr:509.1i @cr:509.2a @card:Devoted_Retainer @card:Grizzly_Bears
  Scenario: Bob's Devoted Retainer blocks Grizzly Bears and gets +1/+1
    Given the board "rules/509/bushido-blocks.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "retainer"
    Then the stack is, from the top: a triggered ability of "Devoted Retainer" controlled by Bob
    And Alice has priority
    When all players pass priority
    Then "retainer" is 2/2

  @cr:509.3a @card:Devoted_Retainer @card:Boggart_Brute @card:Llanowar_Elves
  Scenario: Bob's Devoted Retainer blocks Boggart Brute beside Llanowar Elves and gets +1/+1
    Given the board "rules/509/bushido-blocks.json"
    When Alice attacks Bob with "brute"
    And the game advances to declare_blockers
    And Bob blocks "brute" with "retainer" and "elves"
    And all players pass priority
    Then "retainer" is 2/2

  @cr:509.3c @cr:509.3a @card:Devoted_Retainer
  Scenario: Control: Devoted Retainer, unblocked, stays 1/1
    Given the board "rules/509/bushido-attacks.json"
    When Alice attacks Bob with "retainer"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then "retainer" is attacking Bob
    And the stack is empty
    And "retainer" is 1/1
