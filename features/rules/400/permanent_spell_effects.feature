Feature: An effect that changed a permanent spell's characteristics continues on the permanent it becomes (CR 400.7a)
  CR 400.7a: "Effects from spells, activated abilities, and triggered abilities that change the characteristics or
  controller of a permanent spell on the stack continue to apply to the permanent that spell becomes." Chaoslace:
  "Target spell or permanent becomes red." Bob casts it on Alice's Grizzly Bears spell: the green creature spell
  becomes red, and so is the Grizzly Bears it becomes. Countered, the spell becomes a card in a graveyard, not a
  permanent: the effect doesn't follow it there (400.7).

  @cr:400.7a @card:Chaoslace @card:Grizzly_Bears
  Scenario: Bob's Chaoslace makes Alice's Grizzly Bears spell red, and the creature it becomes is red
    Given the board "rules/400/chaoslace-bears.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "chaoslace" targeting "bears"
    And all players pass priority
    Then "bears" is red
    When all players pass priority
    Then "bears" is on the battlefield
    And "bears" is red

  @cr:400.7 @context:400.7a @card:Chaoslace @card:Grizzly_Bears @card:Counterspell
  Scenario: The red Grizzly Bears spell, countered, is a green card in Alice's graveyard
    Given the board "rules/400/chaoslace-bears.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "chaoslace" targeting "bears"
    And all players pass priority
    And Alice passes priority
    And Bob casts "counterspell" targeting "bears"
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And "bears" is green

  @cr:400.7a @card:Chaoslace @card:Grizzly_Bears
  Scenario: The Grizzly Bears that was already on the battlefield stays green when the spell Chaoslace changed becomes red Grizzly Bears
    Given the board "rules/400/chaoslace-bears.json"
    When Alice casts "bears"
    And Alice passes priority
    And Bob casts "chaoslace" targeting "bears"
    And all players pass priority 2 times
    Then "bears" is red
    And "bears2" is green
