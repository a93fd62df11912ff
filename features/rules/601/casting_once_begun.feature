Feature: What stops a spell once its casting has begun, and what doesn't (CR 601.5, 601.5a, 604.6)
  CR 601.5: a player no longer allowed to cast a spell once its proposal is complete (601.2a-d) can't cast it, and
  the game returns to the moment before it was proposed. Under Brisela ("Your opponents can't cast spells with mana
  value 3 or less"), Endless One's X, chosen as Bob proposes it, is its mana value on the stack (202.3e): with X = 3
  it is prohibited as proposed, though Bob could begin to cast it (601.3a).
  CR 601.5a: a spell begun as though it had flash because a condition was met may go on being cast after the
  condition stops being met. Illusion Spinners reads "You may cast this spell as though it had flash if you control
  a Faerie", a static ability that works in its owner's hand, the zone it is cast from (604.6). Ashnod's Altar reads
  "Sacrifice a creature: Add {C}{C}", a mana ability Alice may activate while she pays for the spell (601.2g).

  @cr:601.5 @cr:601.2e @context:601.3a @context:202.3e @card:Brisela,_Voice_of_Nightmares @card:Endless_One
  Scenario: Under Brisela, Endless One proposed with X = 3, a spell of mana value 3, can't be cast, and nothing changes
    Given the board "rules/601/brisela-endless-one.json"
    When Bob casts "endless" with X = 3
    Then the action is refused (CR 601.2e or 601.5)
    And the game is as it was before the action
    And "endless" is in Bob's hand
    And Bob's mana pool is {C}{C}{C}{C}{R}
    When Bob casts "endless" with X = 4
    Then the stack is, from the top: "Endless One" controlled by Bob

  @cr:601.5a @cr:604.6 @context:601.2g @card:Illusion_Spinners @card:Ashnod's_Altar
  Scenario: In Bob's turn, Alice begins to cast Illusion Spinners as though it had flash and sacrifices her only Faerie to Ashnod's Altar to pay for it: the spell is cast
    Given the board "rules/601/spinners-faerie-altar.json"
    When Bob passes priority
    And Alice casts "spinners", stopping while it is being paid
    And Alice activates "altar" sacrificing "faerie"
    Then Alice's mana pool is {C}{C}{C}{C}{U}
    When Alice continues casting the spell
    Then the stack is, from the top: "Illusion Spinners" controlled by Alice
    And Alice paid {4}{U} for the spell
    And Alice's mana pool is empty

  @cr:601.3d @cr:117.1a @context:302.1 @card:Illusion_Spinners @card:Ashnod's_Altar
  Scenario: In Bob's turn, once Alice has sacrificed her only Faerie to Ashnod's Altar, she can't begin to cast Illusion Spinners
    Given the board "rules/601/spinners-faerie-altar.json"
    When Bob passes priority
    And Alice activates "altar" sacrificing "faerie"
    And Alice casts "spinners"
    Then the action is refused (CR 117.1a or 302.1)
    And "spinners" is in Alice's hand
    And Alice's mana pool is {C}{C}{C}{C}{U}

  @cr:601.5a @cr:604.6 @card:Illusion_Spinners @card:Ashnod's_Altar
  Scenario: In Bob's turn, Illusion Spinners, cast as though it had flash while its Faerie was sacrificed to pay for it, resolves onto the battlefield
    Given the board "rules/601/spinners-faerie-altar.json"
    When Bob passes priority
    And Alice casts "spinners", stopping while it is being paid
    And Alice activates "altar" sacrificing "faerie"
    And Alice continues casting the spell
    And all players pass priority
    Then "spinners" is on the battlefield
    And the stack is empty
