Feature: An Aura that is also a creature can't enchant anything (CR 303.4d, 704.5m)
  CR 303.4d: "An Aura that's also a creature can't enchant anything. If this occurs somehow, the Aura becomes
  unattached, then is put into its owner's graveyard. (These are state-based actions.)"

  @cr:303.4d @card:Grizzly_Bears
  Scenario: An Aura that is also a creature is put into the graveyard at the next check
    Given the board "rules/303/aura-token-creature.json"
    When Alice passes priority
    Then Alice's battlefield holds "Grizzly Bears"

  @cr:303.4d @card:Grizzly_Bears
  Scenario: Control: an Aura that isn't a creature stays attached
    Given the board "rules/303/aura-token-noncreature.json"
    When Alice passes priority
    Then Bob has priority
    And "aura" is on the battlefield
