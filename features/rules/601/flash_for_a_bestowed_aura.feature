Feature: An effect giving flash to Aura spells lets a creature card with bestow be begun at instant speed (CR 601.3b)
  CR 601.3b: "If an effect allows a player to cast a spell with certain qualities as though it had flash, that
  player may consider any choices to be made during that spell's proposal that may cause that spell's qualities to
  change. If any such choices could cause that effect to apply, that player may begin to cast that spell as though
  it had flash." Its example is this very case: Sigarda's Aid reads "You may cast Aura and Equipment spells as
  though they had flash." Nyxborn Rollicker is an enchantment creature card with "Bestow {1}{R}" and "Enchanted
  creature gets +1/+1." Choosing its bestow cost, an alternative cost of the proposal (601.2b, 702.103a), makes
  the spell an Aura enchantment with enchant creature (702.103b), so Alice may begin to cast it in Bob's turn.
  Cast normally it is a creature spell, which the Aid doesn't reach: it waits for her main phase (117.1a, 302.1);
  and without the Aid, the Aura spell waits too (303.1). A bestowed Aura spell whose target is illegal as it
  begins resolving ceases to be bestowed and resolves as a creature spell (702.103e, 608.3b); a bestowed Aura that
  becomes unattached ceases to be bestowed and stays on the battlefield as a creature (702.103f, an exception to
  704.5m).

  @cr:601.3b @cr:608.3c @context:702.103b @card:Sigarda's_Aid @card:Nyxborn_Rollicker @card:Grizzly_Bears
  Scenario: In Bob's main phase, Alice, who controls Sigarda's Aid, casts Nyxborn Rollicker bestowed on her Grizzly Bears, which get +1/+1
    Given the board "rules/601/rollicker-aid-bobs-turn.json"
    When Bob passes priority
    And Alice casts "rollicker" for its bestow cost targeting "bears"
    Then the stack is, from the top: "Nyxborn Rollicker" controlled by Alice
    And Alice paid {1}{R} for the spell
    When all players pass priority
    Then the stack is empty
    And "rollicker" is on the battlefield
    And "bears" is 3/3

  @cr:601.3b @cr:702.103e @cr:608.3b @card:Sigarda's_Aid @card:Nyxborn_Rollicker @card:Grizzly_Bears
  @card:Lightning_Bolt
  Scenario: Alice casts Nyxborn Rollicker bestowed in Bob's main phase; Bob's Lightning Bolt kills its target first, and it resolves as a 1/1 creature
    Given the board "rules/601/rollicker-aid-bobs-turn.json"
    When Bob passes priority
    And Alice casts "rollicker" for its bestow cost targeting "bears"
    And Alice passes priority
    And Bob casts "bolt" targeting "bears" tapping "mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    When all players pass priority
    Then the stack is empty
    And "rollicker" is on the battlefield
    And "rollicker" is 1/1

  @cr:117.1a @cr:302.1 @context:601.3b @card:Sigarda's_Aid @card:Nyxborn_Rollicker
  Scenario: In Bob's main phase, Alice, who controls Sigarda's Aid, can't cast Nyxborn Rollicker as the creature spell it is cast normally
    Given the board "rules/601/rollicker-aid-bobs-turn.json"
    When Bob passes priority
    And Alice casts "rollicker"
    Then the action is refused (CR 117.1a or 302.1)
    And the game is as it was before the action
    And "rollicker" is in Alice's hand

  @cr:117.1a @cr:303.1 @context:601.3b @card:Sigarda's_Aid @card:Nyxborn_Rollicker @card:Grizzly_Bears
  Scenario: In Bob's main phase, Alice can't cast Nyxborn Rollicker bestowed when the Sigarda's Aid is Bob's
    Given the board "rules/601/rollicker-bob-aid.json"
    When Bob passes priority
    And Alice casts "rollicker" for its bestow cost targeting "bears"
    Then the action is refused (CR 117.1a or 303.1)
    And the game is as it was before the action
    And "rollicker" is in Alice's hand

  @cr:702.103f @context:601.3b @context:704.5m @card:Sigarda's_Aid @card:Nyxborn_Rollicker @card:Grizzly_Bears
  @card:Lightning_Bolt
  Scenario: Bob's Lightning Bolt kills the Grizzly Bears the bestowed Nyxborn Rollicker enchants: the Rollicker stays on the battlefield as a 1/1 creature
    Given the board "rules/601/rollicker-aid-bobs-turn.json"
    When Bob passes priority
    And Alice casts "rollicker" for its bestow cost targeting "bears"
    And all players pass priority
    Then "bears" is 3/3
    When Bob casts "bolt" targeting "bears" tapping "mountain" for mana
    And all players pass priority
    Then "bears" is in Alice's graveyard
    And "rollicker" is on the battlefield
    And "rollicker" is 1/1
