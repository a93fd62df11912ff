Feature: Prevention of the damage a permanent spell would deal continues for the permanent it becomes (CR 400.7c)
  CR 400.7c: "Prevention effects that apply to damage from a permanent spell on the stack continue to apply to damage
  from the permanent that spell becomes." Hallow: "Prevent all damage target spell would deal this turn. You gain
  life equal to the damage prevented this way." Bob casts it on Alice's Prodigal Pyromancer spell; the Pyromancer,
  given haste by Alice's Fervor, then pings Bob. The second scenario is a control against over-applying 400.7c: the
  prevention follows the one permanent the spell became, not every Prodigal Pyromancer.

  @cr:400.7c @card:Hallow @card:Prodigal_Pyromancer @card:Fervor
  Scenario: The Prodigal Pyromancer that was the spell Hallow targeted deals no damage to Bob, who gains 1 life instead
    Given the board "rules/400/hallow-pyromancer.json"
    When Alice casts "pyromancer"
    And Alice passes priority
    And Bob casts "hallow" targeting "pyromancer"
    And all players pass priority 2 times
    Then "pyromancer" is on the battlefield
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 21

  @cr:400.7c @card:Hallow @card:Prodigal_Pyromancer @card:Fervor
  Scenario: The damage from Alice's other Prodigal Pyromancer, never the spell Hallow targeted, isn't prevented
    Given the board "rules/400/hallow-pyromancer.json"
    When Alice casts "pyromancer"
    And Alice passes priority
    And Bob casts "hallow" targeting "pyromancer"
    And all players pass priority 2 times
    And Alice activates "pyro2" targeting Bob
    And all players pass priority
    Then Bob's life total is 19

  @cr:514.2 @context:400.7c @card:Hallow @card:Prodigal_Pyromancer @card:Fervor
  Scenario: In Bob's next turn, Hallow's prevention has ended and the Prodigal Pyromancer's damage is dealt
    Given the board "rules/400/hallow-pyromancer.json"
    When Alice casts "pyromancer"
    And Alice passes priority
    And Bob casts "hallow" targeting "pyromancer"
    And all players pass priority 2 times
    And the game advances to the next turn
    And Bob passes priority
    And Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then Bob's life total is 19
