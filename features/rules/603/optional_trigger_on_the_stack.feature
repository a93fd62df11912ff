Feature: An optional triggered ability goes on the stack when it triggers; its option is dealt with as it resolves (CR 603.5)
  CR 603.5: "Some triggered abilities' effects are optional (they contain "may," as in "At the beginning of your
  upkeep, you may draw a card"). These abilities go on the stack when they trigger, regardless of whether their
  controller intends to exercise the ability's option or not. The choice is made when the ability resolves.
  Likewise, triggered abilities that have an effect "unless" something is true or a player chooses to do something
  will go on the stack normally; the "unless" part of the ability is dealt with when the ability resolves."
  Contamination: "At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature."
  Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target." Memnite is a 1/1 artifact creature.
  Vigil for the Lost: "Whenever a creature you control dies, you may pay {X}. If you do, you gain X life."

  @cr:603.5 @context:503.1a @card:Contamination @card:Memnite @card:Prodigal_Pyromancer
  Scenario: Contamination's ability is on the stack while Alice has Memnite; Bob's Prodigal Pyromancer kills it in response, and as the ability resolves Alice has no creature to sacrifice: Contamination is sacrificed
    Given the board "rules/603/contamination-memnite-bobs-pyromancer.json"
    When the game advances to the next turn
    Then the stack is, from the top: a triggered ability of "Contamination" controlled by Alice
    And Alice has priority
    When Alice passes priority
    And Bob activates "pyromancer" targeting "memnite"
    And all players pass priority
    Then "memnite" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Contamination" controlled by Alice
    When all players pass priority
    Then "contamination" is in Alice's graveyard
    And the stack is empty

  @cr:603.5 @context:503.1a @card:Contamination @card:Memnite @card:Prodigal_Pyromancer
  Scenario: Control: Bob's Prodigal Pyromancer deals its 1 damage to Alice instead; as the ability resolves she sacrifices Memnite and keeps Contamination
    Given the board "rules/603/contamination-memnite-bobs-pyromancer.json"
    When the game advances to the next turn
    And Alice passes priority
    And Bob activates "pyromancer" targeting Alice
    And all players pass priority
    Then Alice's life total is 19
    And the stack is, from the top: a triggered ability of "Contamination" controlled by Alice
    When all players pass priority
    Then Alice must choose from "Memnite"
    When Alice chooses "memnite"
    Then "memnite" is in Alice's graveyard
    And "contamination" is on the battlefield

  @cr:603.5 @context:608.2g @card:Vigil_for_the_Lost @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Vigil for the Lost's "you may pay {X}" goes on the stack as Grizzly Bears dies, and Alice has priority before she is asked
    Given the board "rules/107/vigil-bears-bolt.json"
    When Alice casts "bolt" targeting "bears"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Vigil for the Lost" controlled by Alice
    And Alice has priority
    When all players pass priority
    Then Alice must choose whether to pay {X}
