Feature: A spell that adds mana is no mana ability (CR 605.5b)
  CR 605.5b: "A spell can never be a mana ability, even if it could put mana into a player's mana pool when it
  resolves. It's cast and resolves just like any other spell." Dark Ritual, an instant, reads "Add {B}{B}{B}." Cast,
  it waits on the stack, where Bob may counter it with Counterspell ("Counter target spell."); and while Alice pays
  for another spell, when she may activate mana abilities (605.3a), she can't cast it (601.2).

  @cr:605.5b @card:Dark_Ritual
  Scenario: Alice casts Dark Ritual: it waits on the stack, and adds {B}{B}{B} as it resolves
    Given the board "rules/605/dark-ritual-counterspell.json"
    When Alice casts "ritual"
    Then the stack is, from the top: "Dark Ritual" controlled by Alice
    And Alice's mana pool is {U}
    When all players pass priority
    Then the stack is empty
    And Alice's mana pool is {B}{B}{B}{U}
    And "ritual" is in Alice's graveyard

  @cr:605.5b @context:701.5a @card:Dark_Ritual @card:Counterspell
  Scenario: Bob counters Alice's Dark Ritual with Counterspell: it adds no mana
    Given the board "rules/605/dark-ritual-counterspell.json"
    When Alice casts "ritual"
    And Alice passes priority
    And Bob casts "counterspell" targeting "ritual"
    And all players pass priority
    Then the stack is empty
    And "ritual" is in Alice's graveyard
    And Alice's mana pool is {U}

  @cr:601.2 @context:605.5b @card:Dark_Ritual @card:Divination
  Scenario: While paying for Divination, Alice can't cast Dark Ritual for the mana, and nothing changes
    Given the board "rules/605/dark-ritual-counterspell.json"
    When Alice casts "divination", stopping while it is being paid
    And Alice casts "ritual"
    Then the action is refused (CR 601.2 or 605.5b)
    And the game is as it was before the action
