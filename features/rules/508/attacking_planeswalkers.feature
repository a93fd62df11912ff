Feature: A creature may attack a planeswalker an opponent controls (CR 508.1b)
  CR 508.1b: "If the defending player controls any planeswalkers, ... the active player announces which player,
  planeswalker, or battle each of the chosen creatures is attacking." CR 506.2: in a two-player game the defending
  player, "planeswalkers they control, and battles they protect may be attacked"; CR 506.3: "Only a player, a
  planeswalker, or a battle can be attacked." So Alice's Grizzly Bears may attack Bob's Jace Beleren, but not her own
  Jace Beleren, nor Bob's Llanowar Elves (a creature) or Forest (a land). The control: the Bears attack Bob himself.

  @cr:508.1b @card:Grizzly_Bears @card:Jace_Beleren
  Scenario: Grizzly Bears attack Bob's Jace Beleren: they are attacking Jace Beleren
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "jace" with "bears"
    Then "bears" is attacking "jace"
    And "bears" is tapped

  @cr:508.1b @card:Grizzly_Bears @card:Jace_Beleren
  Scenario: Grizzly Bears can't attack Alice's own Jace Beleren; they may then attack Bob's
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "alice-jace" with "bears"
    Then the action is refused (CR 508.1b)
    And "bears" is untapped
    And "bears" is not attacking
    When Alice attacks "jace" with "bears"
    Then "bears" is attacking "jace"

  @cr:508.1b @cr:506.3 @card:Grizzly_Bears @card:Forest
  Scenario: Grizzly Bears can't attack Bob's Forest: only a player, a planeswalker or a battle can be attacked; they may then attack Bob
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "bob-forest" with "bears"
    Then the action is refused (CR 508.1b or 506.3)
    And "bears" is not attacking
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:508.1b @cr:506.3 @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Grizzly Bears can't attack Bob's Llanowar Elves: only a player, a planeswalker or a battle can be attacked; they may then attack Bob
    Given the board "rules/508/attack-jace.json"
    When Alice attacks "elves" with "bears"
    Then the action is refused (CR 508.1b or 506.3)
    And "bears" is not attacking
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:508.1b @card:Grizzly_Bears @card:Jace_Beleren
  Scenario: Control: Grizzly Bears attack Bob, with Bob's Jace Beleren on the battlefield: they are attacking Bob
    Given the board "rules/508/attack-jace.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
