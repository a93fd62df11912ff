Feature: A spell that divides damage among its targets has the division announced as it is cast (CR 601.2d)
  CR 601.2d: "If the spell requires the player to divide or distribute an effect (such as damage or counters) among
  one or more targets, the player announces the division. Each of these targets must receive at least one of
  whatever is being divided." Forked Bolt deals 2 damage divided as its caster chooses among one or two targets;
  Arc Lightning, 3 among one, two or three. With one target, or Forked Bolt's 2 among two, only one division is
  possible, and an engine may take it as announced; Arc Lightning's 3 between two targets is a real choice (2 and 1,
  or 1 and 2), which the caster announces: between Llanowar Elves and Grizzly Bears, her 1 and 2 destroys both, where
  an even split, 2 and 1, would leave the Bears. A target chosen twice for one word "target" is refused by 115.3, which
  decides those scenarios; 601.2d is only passed through there.

  @cr:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt divided 1 and 1 between Grizzly Bears and Bob deals 1 to each: the Bears survive, Bob is at 19
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 1 and 1
    And all players pass priority
    Then "bob-bears" is on the battlefield
    And Bob's life total is 19
    And "fork" is in Alice's graveyard

  @cr:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt divided 1 and 1 between Llanowar Elves and Grizzly Bears destroys only the Elves
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-elves" and "bob-bears", dividing 1 and 1
    And all players pass priority
    Then "bob-elves" is in Bob's graveyard
    And "bob-bears" is on the battlefield

  @cr:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: A division that gives one of the two targets none of the damage is refused: each target must receive at least 1
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 2 and 0
    Then the action is refused (CR 601.2d)
    And the game is as it was before the action
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 1 and 1
    Then the stack is, from the top: "Forked Bolt"
    And Alice's mana pool is empty

  @cr:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: A division that doesn't add up to Forked Bolt's 2 damage is refused
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 1 and 2
    Then the action is refused (CR 601.2d)
    And the game is as it was before the action
    When Alice casts "fork" targeting "bob-bears" and Bob, dividing 1 and 1
    Then the stack is, from the top: "Forked Bolt"

  @cr:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt with one target deals all of its 2 damage to it: Grizzly Bears is destroyed
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears"
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    And Bob's life total is 20

  @cr:115.3 @context:601.2d @card:Forked_Bolt @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Forked Bolt can't target Grizzly Bears twice to divide its damage 1 and 1 on it: one word "target" chooses it once
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting "bob-bears" and "bob-bears", dividing 1 and 1
    Then the action is refused (CR 115.3)
    And the game is as it was before the action
    When Alice casts "fork" targeting "bob-bears", dividing 2
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard

  @cr:601.2d @card:Arc_Lightning @card:Grizzly_Bears
  Scenario: Arc Lightning cast with two targets and no division of its 3 damage announced is refused; announced 2 and 1, it destroys Grizzly Bears and Bob is at 19
    Given the board "rules/601/arc-lightning-bears-elves.json"
    When Alice casts "arc" targeting "bob-bears" and Bob
    Then the action is refused (CR 601.2d)
    And the game is as it was before the action
    When Alice casts "arc" targeting "bob-bears" and Bob, dividing 2 and 1
    And all players pass priority
    Then "bob-bears" is in Bob's graveyard
    And Bob's life total is 19

  @cr:601.2d @card:Arc_Lightning @card:Grizzly_Bears
  Scenario: Control: Arc Lightning divided 1 and 2 between Grizzly Bears and Bob leaves the Bears on the battlefield and Bob at 18
    Given the board "rules/601/arc-lightning-bears-elves.json"
    When Alice casts "arc" targeting "bob-bears" and Bob, dividing 1 and 2
    And all players pass priority
    Then "bob-bears" is on the battlefield
    And Bob's life total is 18

  @cr:601.2d @card:Lightning_Bolt @card:Forked_Bolt
  Scenario: Lightning Bolt divides nothing among its targets: a cast announcing a division of its damage is refused
    Given the board "rules/601/forked-bolt-lightning-bolt.json"
    When Alice casts "bolt" targeting Bob, dividing 3
    Then the action is refused (CR 601.2d)
    And the game is as it was before the action
    When Alice casts "bolt" targeting Bob
    And all players pass priority
    Then Bob's life total is 17

  @cr:115.3 @context:601.2d @card:Forked_Bolt
  Scenario: Forked Bolt can't target Bob twice to divide its damage 1 and 1 on him: one word "target" chooses a player once
    Given the board "rules/601/forked-bolt-bears-elves.json"
    When Alice casts "fork" targeting Bob and Bob, dividing 1 and 1
    Then the action is refused (CR 115.3)
    And the game is as it was before the action
    When Alice casts "fork" targeting Bob
    And all players pass priority
    Then Bob's life total is 18

  @cr:601.2d @card:Arc_Lightning @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Arc Lightning cast at Llanowar Elves and Grizzly Bears with no division announced is refused; announced 1 and 2, it destroys both
    Given the board "rules/601/arc-lightning-bears-elves.json"
    When Alice casts "arc" targeting "bob-elves" and "bob-bears"
    Then the action is refused (CR 601.2d)
    And the game is as it was before the action
    When Alice casts "arc" targeting "bob-elves" and "bob-bears", dividing 1 and 2
    And all players pass priority
    Then "bob-elves" is in Bob's graveyard
    And "bob-bears" is in Bob's graveyard
    And Bob's life total is 20
