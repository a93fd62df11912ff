@mechanic:casting
Feature: No player acts while a spell is being cast (CR 601.2, 601.2f)
  Ruling: "Once you announce that you're casting a spell, no player may take actions until the spell has
  been paid for. Notably, opponents can't try to change by how much Emry's cost is reduced."

  The casting of Emry is stopped between the steps of 601.2 (announced, total cost determined, being paid) and
  an opponent tries to act in between; once it is paid for, its caster receives priority and only then can an
  opponent act, when the cost is already paid. The total cost is locked in once it is determined (601.2f): not
  even the caster's own mana abilities, the only actions allowed while paying (601.2g), change it.

  @ruling:casting.no-actions-until-paid @cr:601.2 @cr:117.1 @cr:117.1a @card:Emry,_Lurker_of_the_Loch @card:Shatter
  Scenario: Once Emry is announced, Bob can't destroy an artifact to change its cost reduction
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana, stopping once it is announced
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    And "ornithopter" is on the battlefield
    When Alice continues casting the spell
    Then Alice paid {U} for the spell
    And "emry" is on the stack
    And Alice has priority

  @ruling:casting.no-actions-until-paid @cr:601.2 @cr:117.1 @cr:117.1a @card:Emry,_Lurker_of_the_Loch @card:Shatter
  Scenario: While Emry is being paid for, Bob still can't destroy an artifact
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana, stopping while it is being paid
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    When Alice continues casting the spell
    Then Alice paid {U} for the spell
    And "ornithopter" is on the battlefield
    And "shatter" is in Bob's hand

  @ruling:casting.no-actions-until-paid @cr:601.2 @cr:117.1 @cr:117.1a @cr:601.2f @card:Emry,_Lurker_of_the_Loch @card:Shatter
  Scenario: Once Emry's total cost is determined, Bob still can't destroy an artifact before it is paid for
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana, stopping once its total cost is determined
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    And "ornithopter" is on the battlefield
    When Alice continues casting the spell
    Then Alice paid {U} for the spell
    And "emry" is on the stack

  @ruling:casting.no-actions-until-paid @cr:601.2 @context:601.2f @cr:117.3c @card:Emry,_Lurker_of_the_Loch
  @card:Shatter
  Scenario: Destroying an artifact once Emry has been paid for doesn't change what it cost
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana
    And Alice passes priority
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    And all players pass priority
    Then "ornithopter" is in Alice's graveyard
    And the stack is, from the top: "Emry, Lurker of the Loch"
    And Alice paid {U} for the spell
    And Alice's mana pool is empty

  @ruling:casting.no-actions-until-paid @cr:601.2f @cr:601.2g @card:Emry,_Lurker_of_the_Loch
  @card:Ashnod's_Altar @card:Ornithopter
  Scenario: The total cost is locked in once determined: sacrificing an artifact for mana while paying doesn't raise it
    Given the board "casting/emry-altar-ornithopter.json"
    When Alice casts "emry" tapping "island" for mana, stopping while it is being paid
    And Alice activates "altar" sacrificing "ornithopter"
    Then "ornithopter" is in Alice's graveyard
    When Alice continues casting the spell
    Then Alice paid {U} for the spell
    And Alice's mana pool is {C}{C}

  @ruling:casting.no-actions-until-paid @cr:601.2f @card:Emry,_Lurker_of_the_Loch @card:Ashnod's_Altar
  @card:Ornithopter
  Scenario: An artifact sacrificed before Emry is cast doesn't reduce its cost
    Given the board "casting/emry-altar-ornithopter.json"
    When Alice activates "altar" sacrificing "ornithopter"
    And Alice casts "emry" tapping "island" for mana
    Then Alice paid {1}{U} for the spell
    And Alice's mana pool is {C}
