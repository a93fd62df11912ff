Feature: Which abilities are mana abilities (CR 605.1, 605.1a)
  An activated ability that doesn't target, could add mana and isn't a loyalty ability is a mana ability, and is
  subject to special rules: it doesn't use the stack (605.3b). Prodigal Pyromancer's {T} ability adds no mana, and
  goes on the stack like any other activated ability. CR 605.5a: "An ability with a target is not a mana ability,
  even if it could put mana into a player's mana pool when it resolves." Deathrite Shaman: "{T}: Exile target land
  card from a graveyard. Add one mana of any color." On the stack, that ability can be responded to like any other
  (605.5a: it follows the normal rules for activated abilities): Tormod's Crypt reads "{T}, Sacrifice Tormod's Crypt:
  Exile all cards from target player's graveyard." With the land card it targets exiled first, the ability doesn't
  resolve (608.2b), and adds no mana.

  @cr:605.1 @cr:605.1a @card:Llanowar_Elves @card:Prodigal_Pyromancer
  Scenario: Llanowar Elves' ability is a mana ability: it adds {G} at once, over Prodigal Pyromancer's ability on the stack
    Given the board "rules/605/pyromancer-elves.json"
    When Alice activates "pyromancer" targeting Bob
    And Alice taps "elves" for mana
    Then Alice's mana pool is {G}
    And the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    And Bob's life total is 20

  @cr:605.1 @cr:605.1a @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer's ability could add no mana, so it is not a mana ability: it waits on the stack
    Given the board "rules/605/pyromancer-elves.json"
    When Alice activates "pyromancer" targeting Bob
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    And Bob's life total is 20
    When all players pass priority
    Then Bob's life total is 19
    And the stack is empty

  @cr:605.1a @cr:605.5a @card:Deathrite_Shaman @card:Forest
  Scenario: Deathrite Shaman's ability could add mana but targets, so it is not a mana ability: it waits on the stack, and adds its mana as it resolves
    Given the board "rules/605/deathrite-bobs-forest.json"
    When Alice activates "deathrite" targeting "bobs-forest", choosing {G}
    Then the stack is, from the top: an activated ability of "Deathrite Shaman"
    And Alice's mana pool is empty
    And "bobs-forest" is in Bob's graveyard
    When all players pass priority
    Then Alice's mana pool is {G}
    And "bobs-forest" is in Bob's exile
    And the stack is empty

  @cr:605.5a @context:608.2b @card:Deathrite_Shaman @card:Tormod's_Crypt @card:Forest
  Scenario: Bob responds to Deathrite Shaman's ability by exiling his graveyard with Tormod's Crypt: its target gone, the ability doesn't resolve, and Alice gets no mana
    Given the board "rules/605/deathrite-bobs-forest-crypt.json"
    When Alice activates "deathrite" targeting "bobs-forest", choosing {G}
    Then the stack is, from the top: an activated ability of "Deathrite Shaman"
    And Alice's mana pool is empty
    When Alice passes priority
    And Bob activates "crypt" targeting Bob
    Then the stack is, from the top: an activated ability of "Tormod's Crypt", then an activated ability of "Deathrite Shaman"
    When all players pass priority
    Then "bobs-forest" is in Bob's exile
    And the stack is, from the top: an activated ability of "Deathrite Shaman"
    When all players pass priority
    Then the stack is empty
    And Alice's mana pool is empty
    And "deathrite" is tapped
