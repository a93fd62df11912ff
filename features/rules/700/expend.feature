Feature: Expend counts the mana a player spent to cast spells this turn, once per threshold (CR 700.14)
  CR 700.14: "You expend N as you spend your Nth total mana to cast spells during a turn." Mana paid for an
  activated ability is not mana spent to cast a spell, and a player who has already spent their Nth mana can't
  spend it again that turn.

  @cr:700.14 @card:Hangarback_Walker
  Scenario: Mana paid to activate an ability is not mana spent on spells
    Given the board "rules/700/hangarback-ability-mana.json"
    When Alice activates "walker"
    Then Alice's mana pool is empty
    And Alice has spent 0 mana on spells this turn

  @cr:700.14 @card:Wandertale_Mentor @card:Serra_Angel
  Scenario: Having expended 4 this turn, Alice doesn't expend 4 again by spending her eighth mana on spells
    Given the board "rules/700/mentor-four-spent-angel.json"
    When Alice casts "angel"
    Then Alice has spent 9 mana on spells this turn
    And the stack is, from the top: "Serra Angel"
