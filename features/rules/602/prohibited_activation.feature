Feature: A player can't begin to activate an ability that's prohibited from being activated (CR 602.5)
  CR 602.5: "A player can't begin to activate an ability that's prohibited from being activated." A mana ability is
  an activated ability (605.1a), which such a prohibition covers as well. Linvala, Keeper of Silence: "Flying.
  Activated abilities of creatures your opponents control can't be activated." Prodigal Pyromancer: "{T}: This
  creature deals 1 damage to any target." Llanowar Elves: "{T}: Add {G}." Sol Ring, an artifact: "{T}: Add {C}{C}."

  @cr:602.5 @card:Linvala,_Keeper_of_Silence @card:Prodigal_Pyromancer @card:Sol_Ring
  Scenario: Under Bob's Linvala, Alice can't activate her Prodigal Pyromancer, and nothing changes; her Sol Ring, no creature, she can
    Given the board "rules/602/linvala-alice-pyromancer-elves-ring.json"
    When Alice activates "pyromancer" targeting Bob
    Then the action is refused (CR 602.5)
    And the game is as it was before the action
    When Alice taps "ring" for mana
    Then Alice's mana pool is {C}{C}

  @cr:602.5 @context:605.1a @card:Linvala,_Keeper_of_Silence @card:Llanowar_Elves @card:Sol_Ring
  Scenario: Llanowar Elves' mana ability is an activated ability of a creature: under Bob's Linvala, Alice can't tap it for mana
    Given the board "rules/602/linvala-alice-pyromancer-elves-ring.json"
    When Alice taps "elves" for mana
    Then the action is refused (CR 602.5)
    And the game is as it was before the action
    When Alice taps "ring" for mana
    Then Alice's mana pool is {C}{C}

  @cr:602.5 @context:601.2g @card:Linvala,_Keeper_of_Silence @card:Llanowar_Elves @card:Grizzly_Bears @card:Forest
  Scenario: While she casts Grizzly Bears, Alice can't pay with Llanowar Elves' mana ability either; with her Forest and Sol Ring she can
    Given the board "rules/602/linvala-alice-pyromancer-elves-ring.json"
    When Alice casts "bears" tapping "elves" and "ring" for mana
    Then the action is refused (CR 602.5)
    And the game is as it was before the action
    When Alice casts "bears" tapping "forest" and "ring" for mana
    Then the stack is, from the top: "Grizzly Bears"

  @cr:602.5 @card:Linvala,_Keeper_of_Silence @card:Prodigal_Pyromancer
  Scenario: Control: Linvala's controller's own creatures aren't his opponents': Bob activates his Prodigal Pyromancer, and it deals 1 damage to Alice
    Given the board "rules/602/linvala-alice-pyromancer-elves-ring.json"
    When Alice passes priority
    And Bob activates "bobs-pyromancer" targeting Alice
    And all players pass priority
    Then Alice's life total is 19
