Feature: An X in the text of an ability and in none of its costs is chosen by its controller (CR 107.3f)
  Vigil for the Lost: "Whenever a creature you control dies, you may pay {X}. If you do, you gain X life." The X is
  in the triggered ability's text only, and the text doesn't define it: Alice chooses it as the ability resolves,
  when she decides to pay, and she gains that much life. She can't choose more than the mana in her pool pays
  (118.3). Lightning Bolt, paid with her {R}, kills her Grizzly Bears to set the ability off; her {C}{C}{C} is left.

  @cr:107.3f @context:608.2g @card:Vigil_for_the_Lost @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Grizzly Bears dies: Alice pays {X} with X = 2 for Vigil for the Lost, and gains 2 life
    Given the board "rules/107/vigil-bears-bolt.json"
    When Alice casts "bolt" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Vigil for the Lost"
    When all players pass priority
    Then Alice must choose whether to pay {X}
    When Alice accepts with X = 2
    Then Alice's life total is 22
    And Alice's mana pool is {C}
    And the stack is empty

  @cr:107.3f @cr:118.3 @card:Vigil_for_the_Lost @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Alice can't choose X = 4 with {C}{C}{C} in her pool; with X = 3 she pays it all and gains 3 life
    Given the board "rules/107/vigil-bears-bolt.json"
    When Alice casts "bolt" targeting "bears"
    And all players pass priority 2 times
    And Alice accepts with X = 4
    Then the action is refused (CR 118.3)
    And the game is as it was before the action
    When Alice accepts with X = 3
    Then Alice's life total is 23
    And Alice's mana pool is empty

  @context:107.3f @cr:608.2g @card:Vigil_for_the_Lost @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Control: Alice declines to pay {X}: she chooses no X, pays nothing and gains no life
    Given the board "rules/107/vigil-bears-bolt.json"
    When Alice casts "bolt" targeting "bears"
    And all players pass priority 2 times
    And Alice declines
    Then Alice's life total is 20
    And Alice's mana pool is {C}{C}{C}
    And the stack is empty
