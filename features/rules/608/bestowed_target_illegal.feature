Feature: A bestowed Aura spell whose target is illegal as it resolves becomes a creature spell and resolves (CR 608.3b)
  CR 608.3b: "If the object that's resolving has a target, it checks whether the target is still legal, as described
  in 608.2b. If a spell with an illegal target is a bestowed Aura spell (see rule 702.103e) or a mutating creature
  spell (see rule 702.140b), it becomes a creature spell and will resolve as described in rule 608.3a. Otherwise, the
  spell doesn't resolve." Nyxborn Rollicker (1/1 Enchantment Creature, bestow {1}{R}) reads "Enchanted creature gets
  +1/+1." Alice casts it bestowed on her Grizzly Bears; Bob's Lightning Bolt kills the Bears in response. The
  control, where the Bears live, decides that a bestowed spell with a legal target resolves as an Aura attached to
  it (608.3c): every reading of 608.3b's exception passes it.

  @cr:608.3b @cr:702.103e @card:Nyxborn_Rollicker @card:Grizzly_Bears @card:Lightning_Bolt @card:Mountain
  Scenario: The Bears Alice's bestowed Nyxborn Rollicker targets die in response: the Rollicker resolves onto the battlefield as a 1/1 creature
    Given the board "rules/608/rollicker-bears-bobs-bolt.json"
    When Alice casts "rollicker" for its bestow cost targeting "bears"
    And Alice passes priority
    And Bob casts "bolt" targeting "bears" tapping "mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: "Nyxborn Rollicker"
    When all players pass priority
    Then the stack is empty
    And "rollicker" is on the battlefield
    And "rollicker" is 1/1
    And Alice's graveyard holds "Grizzly Bears"

  @cr:608.3c @context:608.3b @card:Nyxborn_Rollicker @card:Grizzly_Bears @card:Lightning_Bolt @card:Mountain
  Scenario: Control: Bob's Lightning Bolt at Alice instead: the bestowed Rollicker resolves attached to the Bears, which get +1/+1
    Given the board "rules/608/rollicker-bears-bobs-bolt.json"
    When Alice casts "rollicker" for its bestow cost targeting "bears"
    And Alice passes priority
    And Bob casts "bolt" targeting Alice tapping "mountain" for mana
    And all players pass priority 2 times
    Then the stack is empty
    And "rollicker" is on the battlefield
    And "bears" is 3/3
    And Alice's life total is 17
