Feature: A spell or ability on the stack can't target itself, but it can target its source (CR 115.5)
  CR 115.5: "A spell or ability on the stack is an illegal target for itself." Counterspell reads "Counter target
  spell.": on the stack, it is a spell, but not one it can target. Prodigal Pyromancer reads "{T}: Prodigal
  Pyromancer deals 1 damage to any target.": its ability is on the stack, and Prodigal Pyromancer, its source, is
  a creature on the battlefield, a legal target (115.4).

  @cr:115.5 @card:Counterspell @card:Lightning_Bolt
  Scenario: Alice's Counterspell can't target itself; targeting Bob's Lightning Bolt, it counters it
    Given the board "rules/115/counterspell-bolt-pyromancer.json"
    When Alice passes priority
    And Bob casts "bolt" targeting Alice
    And Bob passes priority
    And Alice casts "counterspell" targeting "counterspell"
    Then the action is refused (CR 115.5)
    And the game is as it was before the action
    When Alice casts "counterspell" targeting "bolt"
    And all players pass priority
    Then "bolt" is in Bob's graveyard
    And Alice's life total is 20

  @cr:115.5 @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer's ability can target Prodigal Pyromancer itself, and its 1 damage destroys it
    Given the board "rules/115/counterspell-bolt-pyromancer.json"
    When Alice activates "pyromancer" targeting "pyromancer"
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer" controlled by Alice
    When all players pass priority
    Then "pyromancer" is in Alice's graveyard
