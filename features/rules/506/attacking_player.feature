Feature: The active player is the attacking player; the nonactive player is the defending player (CR 506.2)
  CR 506.2: "During the combat phase, the active player is the attacking player; creatures that player controls may
  attack. During the combat phase of a two-player game, the nonactive player is the defending player". In Alice's
  turn, Bob declares no attackers, none or any: his creatures don't attack, and a declaration he makes is refused.
  The control: Alice, the active player, declares attackers.

  @cr:506.2 @context:508.1 @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: In Alice's declare attackers step Bob can't attack her with Llanowar Elves
    Given the board "rules/506/removal.json"
    When Bob attacks Alice with "elves"
    Then the action is refused (CR 506.2 or 508.1)
    And "elves" is not attacking
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:506.2 @context:508.1 @card:Grizzly_Bears
  Scenario: In Alice's declare attackers step Bob can't declare that no creature attacks: Alice's declaration is still to come
    Given the board "rules/506/removal.json"
    When Bob declares no attackers
    Then the action is refused (CR 506.2 or 508.1)
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:506.2 @card:Grizzly_Bears @card:Watchwolf
  Scenario: Control: Alice, the attacking player, attacks Bob, the defending player, with Grizzly Bears and Watchwolf
    Given the board "rules/506/removal.json"
    When Alice attacks Bob with "bears" and "wolf"
    Then "bears" is attacking Bob
    And "wolf" is attacking Bob
