Feature: A spell without flash is cast only in its controller's main phase with an empty stack (CR 117.1a)
  CR 117.1a: "A player may cast an instant spell any time they have priority. A player may cast a noninstant
  spell during their main phase any time they have priority and the stack is empty." A permission to cast a card
  from another zone doesn't change when it may be cast.

  @cr:117.1a @card:Emry,_Lurker_of_the_Loch @card:Prodigal_Pyromancer @card:Everflowing_Chalice
  Scenario: An artifact card Emry lets Alice cast from her graveyard can't be cast while an ability is on the stack
    Given the board "rules/117/emry-chalice-pyromancer.json"
    When Alice activates "emry" targeting "chalice"
    And all players pass priority
    And Alice activates "pyromancer" targeting Bob
    And Alice casts "chalice" from her graveyard
    Then the action is refused (CR 117.1a)
    And "chalice" is in Alice's graveyard
    And the stack is, from the top: an activated ability of "Prodigal Pyromancer"
