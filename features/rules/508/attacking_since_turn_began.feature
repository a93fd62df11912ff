Feature: Only a creature controlled since its controller's turn began, or with haste, can attack (CR 302.6, 702.10b)
  CR 302.6: "A creature can't attack unless it has been under its controller's control continuously since their
  most recent turn began." CR 702.10b: "If a creature has haste, it can attack even if it hasn't been controlled
  by its controller continuously since their most recent turn began." CR 508.1a repeats both for the declaration.
  The control: a creature Alice has controlled since before her turn began attacks.

  @cr:302.6 @context:508.1a @card:Grizzly_Bears
  Scenario: Grizzly Bears that came under Alice's control this turn can't attack
    Given the board "rules/508/attackers-new.json"
    When Alice attacks Bob with "bears"
    Then the action is refused (CR 302.6 or 508.1a)
    And the game is as it was before the action
    And "bears" is not attacking
    When Alice attacks Bob with "corpse"
    Then "corpse" is attacking

  @cr:302.6 @context:508.1a @cr:508.1 @card:Grizzly_Bears @card:Walking_Corpse
  Scenario: A declaration naming Grizzly Bears, new this turn, beside Walking Corpse is refused whole
    Given the board "rules/508/attackers-new.json"
    When Alice attacks Bob with "corpse" and "bears"
    Then the action is refused (CR 302.6 or 508.1a)
    And "corpse" is not attacking
    And "corpse" is untapped
    When Alice attacks Bob with "corpse"
    Then "corpse" is attacking

  @cr:702.10b @card:Hypersonic_Dragon
  Scenario: Hypersonic Dragon, new this turn, attacks thanks to haste
    Given the board "rules/508/attackers-new.json"
    When Alice attacks Bob with "dragon"
    Then "dragon" is attacking Bob
    And "dragon" is tapped

  @cr:302.6 @card:Walking_Corpse
  Scenario: Control: Walking Corpse, Alice's since before her turn began, attacks
    Given the board "rules/508/attackers-new.json"
    When Alice attacks Bob with "corpse"
    Then "corpse" is attacking Bob
