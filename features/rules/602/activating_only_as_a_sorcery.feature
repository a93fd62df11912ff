Feature: An ability that can be activated only as a sorcery (CR 602.5d)
  CR 602.5d: "Activated abilities that read 'Activate only as a sorcery' mean the player must follow the timing
  rules for casting a sorcery spell", which are 117.1a's: "during their main phase any time they have priority
  and the stack is empty." Salt Road Patrol reads "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature.
  Outlast only as a sorcery.)"
  "Outlast only as a sorcery" is an activation instruction: text after the effect that restricts when the ability
  can be activated, and must be followed while activating it (602.1b).

  @cr:702.107a @context:602.5d @card:Salt_Road_Patrol @card:Plains
  Scenario: In her main phase with an empty stack, Alice activates Salt Road Patrol's outlast ability and it gets a +1/+1 counter
    Given the board "rules/602/patrol-main-phase.json"
    When Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice activates "patrol"
    Then the stack is, from the top: an activated ability of "Salt Road Patrol"
    When all players pass priority
    Then "patrol" has 1 +1/+1 counter

  @cr:602.5d @cr:602.1b @card:Salt_Road_Patrol @card:Plains
  Scenario: Alice can't activate Salt Road Patrol's outlast ability in her upkeep, with {W}{W} to pay for it, only once her main phase has begun
    Given the board "rules/602/patrol-upkeep.json"
    When Alice activates "patrol"
    Then the action is refused (CR 602.5d)
    When the game advances to precombat_main
    And Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice activates "patrol"
    Then the stack is, from the top: an activated ability of "Salt Road Patrol"

  @cr:602.5d @cr:602.1b @card:Salt_Road_Patrol @card:Plains @card:Lightning_Bolt @card:Mountain
  Scenario: In her main phase, Alice can't activate Salt Road Patrol's outlast ability while her Lightning Bolt is on the stack, only once it has resolved
    Given the board "rules/602/patrol-main-phase.json"
    When Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice activates "patrol"
    Then the action is refused (CR 602.5d)
    When all players pass priority
    Then the stack is empty
    When Alice activates "patrol"
    Then the stack is, from the top: an activated ability of "Salt Road Patrol"

  @cr:602.5d @cr:602.1b @card:Salt_Road_Patrol @card:Plains
  Scenario: In Bob's main phase with an empty stack, Alice can't activate Salt Road Patrol's outlast ability: it isn't her turn
    Given the board "rules/602/patrol-bobs-main-phase.json"
    When Bob passes priority
    And Alice taps "plains-1" for mana
    And Alice taps "plains-2" for mana
    And Alice activates "patrol"
    Then the action is refused (CR 602.5d)
    And Alice's mana pool is {W}{W}
