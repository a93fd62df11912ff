Feature: The controller of an attacked planeswalker is the defending player and may block its attackers (CR 506.2, 509.1a)
  CR 506.2: in a two-player game "the nonactive player is the defending player; that player, planeswalkers they
  control, and battles they protect may be attacked." CR 509.1a: the defending player chooses for each blocker "one
  creature for it to block that's attacking that player, a planeswalker they control, or a battle they protect."
  So Bob may block Grizzly Bears attacking his Jace Beleren with Llanowar Elves; the blocked Bears deal their damage to
  the Elves (510.1c), and Jace keeps its loyalty. The control: Bob doesn't block, and Jace loses 2 loyalty counters.

  @cr:509.1a @cr:506.2 @context:510.1c @card:Grizzly_Bears @card:Jace_Beleren @card:Llanowar_Elves
  Scenario: Bob blocks Grizzly Bears attacking his Jace Beleren with Llanowar Elves: the Elves die, Jace keeps 3 loyalty counters
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then "elves" is blocking "bears"
    When the game advances to combat_damage
    Then "elves" is in Bob's graveyard
    And "jace" has 3 loyalty counters
    And Bob's life total is 20

  @cr:509.1a @cr:506.2 @card:Grizzly_Bears @card:Jace_Beleren @card:Llanowar_Elves
  Scenario: Control: Bob declares no blockers: the Bears remove 2 of Jace Beleren's loyalty counters and the Elves live
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then "elves" is on the battlefield
    And "jace" has 1 loyalty counter
