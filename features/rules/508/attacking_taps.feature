Feature: Declaring attackers taps them, unless they have vigilance (CR 508.1a, 508.1f, 702.20b)
  CR 508.1a: "The chosen creatures must be untapped". CR 508.1f: "The active player taps the chosen creatures.
  Tapping a creature when it's declared as an attacker isn't a cost; attacking simply causes creatures to become
  tapped." CR 702.20b: "Attacking doesn't cause creatures with vigilance to tap." The control: a creature that
  isn't declared as an attacker stays as it was.

  @cr:508.1f @card:Grizzly_Bears
  Scenario: Grizzly Bears declared as an attacker is tapped and attacks Bob
    Given the board "rules/508/attackers-tapping.json"
    When Alice attacks Bob with "bears"
    Then "bears" is tapped
    And "bears" is attacking Bob
    And Alice has priority

  @cr:702.20b @cr:508.1f @card:Serra_Angel @card:Grizzly_Bears
  Scenario: Serra Angel, with vigilance, attacks without tapping while Grizzly Bears beside her taps
    Given the board "rules/508/attackers-tapping.json"
    When Alice attacks Bob with "angel" and "bears"
    Then "angel" is untapped
    And "angel" is attacking Bob
    And "bears" is tapped

  @cr:702.20b @card:Serra_Angel
  Scenario: Serra Angel, attacking alone, stays untapped thanks to vigilance
    Given the board "rules/508/attackers-tapping.json"
    When Alice attacks Bob with "angel"
    Then "angel" is untapped
    And "angel" is attacking Bob

  @cr:508.1a @card:Walking_Corpse
  Scenario: A tapped Walking Corpse can't be declared as an attacker
    Given the board "rules/508/attackers-tapping.json"
    When Alice attacks Bob with "corpse" and "bears"
    Then the action is refused (CR 508.1a)
    And the game is as it was before the action
    And "bears" is not attacking
    When Alice attacks Bob with "bears"
    Then "bears" is attacking

  @cr:508.1f @card:Grizzly_Bears @card:Serra_Angel
  Scenario: Control: a creature not declared as an attacker stays untapped and isn't attacking
    Given the board "rules/508/attackers-tapping.json"
    When Alice attacks Bob with "angel"
    Then "bears" is untapped
    And "bears" is not attacking
    And "angel" is attacking Bob
