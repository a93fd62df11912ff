@mechanic:casting
Feature: No player acts while a spell is being cast (CR 601.2, 117.1)
  Ruling: "Once you announce that you're casting a spell, no player may take actions until the spell has
  been paid for. Notably, opponents can't try to change by how much Emry's cost is reduced."

  Casting a spell is one action: the caster gets priority back once it is on the stack and paid for
  (CR 117.3c); only then can an opponent act, and by then the cost is paid.

  @ruling:casting.no-actions-until-paid @cr:601.2 @cr:117.1 @cr:117.3c @card:Emry,_Lurker_of_the_Loch
  @card:Shatter
  Scenario: Bob can't destroy an artifact before Emry has been cast and paid for
    Given the board "casting/emry-four-artifacts-shatter.json"
    When Alice casts "emry" tapping "island" for mana
    And Bob casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then the action is refused (CR 117.1)
    And Alice paid {U} for the spell
    And "ornithopter" is on the battlefield
    And Alice has priority

  @ruling:casting.no-actions-until-paid @cr:601.2 @cr:601.2f @cr:117.3c @card:Emry,_Lurker_of_the_Loch
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
