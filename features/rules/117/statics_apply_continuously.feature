Feature: Static abilities affect the game continuously, whether or not a player has priority (CR 117.2b)
  CR 117.2b: "Static abilities continuously affect the game. Priority doesn't apply to them." Aspect of Wolf: "Enchant
  creature. Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is
  half the number of Forests you control, rounded up." Dryad Arbor is a Forest land creature; Ashnod's Altar:
  "Sacrifice a creature: Add {C}{C}.", a mana ability, which Alice may activate while she pays for a spell (601.2g)
  or is offered to pay mana as Mana Leak resolves (608.2g), when no player has priority (117.2e). With three Forests
  Grizzly Bears is 3/4; once the Arbor is sacrificed, with two, it is 3/3 at once, not when a player next receives
  priority.

  @cr:117.2b @context:608.2g @card:Aspect_of_Wolf @card:Dryad_Arbor @card:Ashnod's_Altar @card:Mana_Leak @card:Memnite
  Scenario: Offered to pay {3} as Mana Leak resolves, Alice sacrifices Dryad Arbor for mana: with two Forests left, Aspect of Wolf's Grizzly Bears is 3/3 at once, while she still has to choose
    Given the board "rules/117/aspect-arbor-altar-leak.json"
    When Alice casts "memnite"
    And Alice passes priority
    And Bob casts "leak" targeting "memnite"
    And all players pass priority
    Then Alice must choose whether to pay {3}
    And "bears" is 3/4
    When Alice activates "altar" sacrificing "arbor"
    Then Alice's mana pool is {C}{C}
    And "bears" is 3/3
    And Alice must choose whether to pay {3}

  @cr:117.2b @context:601.2g @card:Aspect_of_Wolf @card:Dryad_Arbor @card:Ashnod's_Altar @card:Sol_Ring
  Scenario: While Sol Ring is paid for, Alice sacrifices Dryad Arbor for mana: Aspect of Wolf's Grizzly Bears is 3/3 at once, before the spell is cast
    Given the board "rules/117/aspect-arbor-altar-leak.json"
    Then "bears" is 3/4
    When Alice casts "sol-ring", stopping while it is being paid
    And Alice activates "altar" sacrificing "arbor"
    Then "bears" is 3/3
    And the total cost of the spell is {1}
    When Alice continues casting the spell
    Then the stack is, from the top: "Sol Ring" controlled by Alice
    And "bears" is 3/3

  @cr:117.2b @context:117.3c @card:Aspect_of_Wolf @card:Dryad_Arbor @card:Ashnod's_Altar
  Scenario: Control: holding priority, Alice sacrifices Dryad Arbor for mana, and receives priority again with Aspect of Wolf's Grizzly Bears 3/3
    Given the board "rules/117/aspect-arbor-altar-leak.json"
    Then "bears" is 3/4
    When Alice activates "altar" sacrificing "arbor"
    Then Alice has priority
    And "bears" is 3/3
