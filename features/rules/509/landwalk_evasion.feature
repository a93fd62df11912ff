Feature: A creature with landwalk can't be blocked while the defending player controls a land of that type (CR 702.14c)
  CR 702.14c: "A creature with landwalk can't be blocked as long as the defending player controls at least one land
  with the specified land type (as in 'islandwalk') ..." Bog Wraith (3/3) reads "Swampwalk (This creature can't be
  blocked as long as defending player controls a Swamp.)" A blocker declared for it then breaks a restriction
  (509.1b). The controls: the attacking player's own Swamp doesn't count, and a defending player without a Swamp blocks
  it, with one creature or two.

  @cr:702.14c @context:509.1b @card:Bog_Wraith @card:Grizzly_Bears
  Scenario: Bob controls a Swamp: his Grizzly Bears can't block Bog Wraith, which deals him 3 damage
    Given the board "rules/509/landwalk-swamp.json"
    When Alice attacks Bob with "wraith"
    And the game advances to declare_blockers
    And Bob blocks "wraith" with "bob-bears"
    Then the action is refused (CR 702.14c or 509.1b)
    And "bob-bears" is not blocking
    When Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17

  @cr:702.14c @context:509.1b @card:Bog_Wraith @card:Grizzly_Bears
  Scenario: Bob's only Swamp is tapped, and he still controls it: Grizzly Bears can't block Bog Wraith
    Given the board "rules/509/landwalk-tapped-swamp.json"
    When Alice attacks Bob with "wraith"
    And the game advances to declare_blockers
    And Bob blocks "wraith" with "bob-bears"
    Then the action is refused (CR 702.14c or 509.1b)
    When Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17

  @cr:702.14c @card:Bog_Wraith @card:Grizzly_Bears
  Scenario: Control: only Alice controls a Swamp; Bob's Grizzly Bears blocks Bog Wraith and dies, and Bob takes no damage
    Given the board "rules/509/landwalk-island.json"
    When Alice attacks Bob with "wraith"
    And the game advances to declare_blockers
    And Bob blocks "wraith" with "bob-bears"
    Then "bob-bears" is blocking "wraith"
    When the game advances to combat_damage
    Then "bob-bears" is in Bob's graveyard
    And Bob's life total is 20
    And "wraith" is on the battlefield

  @cr:702.14c @card:Bog_Wraith @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: Bob, with a Forest and no Swamp, blocks Bog Wraith with Grizzly Bears and Llanowar Elves
    Given the board "rules/509/landwalk-forest-two-blockers.json"
    When Alice attacks Bob with "wraith"
    And the game advances to declare_blockers
    And Bob blocks "wraith" with "bob-bears" and "elves"
    Then "bob-bears" is blocking "wraith"
    And "elves" is blocking "wraith"
