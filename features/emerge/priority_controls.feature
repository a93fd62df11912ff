@mechanic:emerge
Feature: Once the emerge spell is cast, priority passes as usual (CR 117.3c, 117.3d, 117.4, 608.2): the controls
  Ruling: "Once you begin to cast a spell with emerge, no player may take actions until you're done. Notably,
  opponents can't try to remove the creature you wish to sacrifice."
  Once the spell is cast and paid for, its caster receives priority (117.3c); when she passes, her opponent may
  respond (117.3d); when all players pass in succession, the top object of the stack resolves (117.4, 608.2)
  and the active player receives priority (117.3b).

  @ruling:emerge.no-actions-while-casting @cr:117.3c @cr:117.3d @card:Decimator_of_the_Provinces @card:Lightning_Bolt
  Scenario: After the caster passes priority, the opponent may respond to the cast emerge spell
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    Then Bob has priority
    When Bob casts "Lightning Bolt" targeting Alice
    Then the stack is, from the top: "Lightning Bolt", then a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And Bob has priority

  @ruling:emerge.no-actions-while-casting @cr:117.3b @cr:117.4 @context:608.2 @card:Decimator_of_the_Provinces
  @card:Lightning_Bolt
  Scenario: When both players pass in succession, the response resolves first and the active player gets priority
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    And Bob passes priority
    Then Alice has priority
    And Alice's life total is 20
    When Alice passes priority
    Then Alice's life total is 17
    And "Lightning Bolt" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And Alice has priority
    When Alice passes priority
    And Bob passes priority
    Then the stack is, from the top: "Decimator of the Provinces"
    When Alice passes priority
    And Bob passes priority
    Then "Decimator of the Provinces" is on the battlefield
    And the stack is empty
    And Alice has priority

  @ruling:emerge.no-actions-while-casting @cr:117.3d @cr:704.5g @cr:701.17a @card:Decimator_of_the_Provinces @card:Lightning_Bolt
  @card:Grizzly_Bears
  Scenario: Before Alice begins to cast, Bob may remove the creature she would sacrifice, and then she can't
    Given the board "emerge/decimator-bears-bob-bolt-first.json"
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then the action is refused (CR 701.17a)
    And the game is as it was before the action
