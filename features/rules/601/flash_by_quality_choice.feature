Feature: An effect giving flash to spells with a quality applies when a choice in the proposal gives the spell that quality (CR 601.3e, 715.3a)
  CR 601.3b: "If an effect allows a player to cast a spell with certain qualities as though it had flash, that
  player may consider any choices to be made during that spell's proposal that may cause that spell's qualities to
  change. If any such choices could cause that effect to apply, that player may begin to cast that spell as though
  it had flash." Hypersonic Dragon: "You may cast sorcery spells as though they had flash." Lovestruck Beast is a
  creature card; cast as its Adventure Heart's Desire (a choice made as it is cast, 715.3), it is a sorcery spell.
  What decides it is the Adventure rule: "When casting an adventurer card as an Adventure, only the alternative
  characteristics are evaluated to see if it can be cast" (715.3a), and 601.3e: "Continuous effects that would
  apply to that object once it has those characteristics are also considered." 601.3b's general case (an X, a
  kicker, bestow) has no card in this corpus yet, so 601.3b is context here; the two refusals happen whether or not
  an engine applies it, and decide only that the creature spell, or a sorcery without the Dragon's permission,
  waits for its controller's main phase (117.1a).

  @cr:601.3e @cr:715.3a @context:601.3b @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice, who controls Hypersonic Dragon, casts Lovestruck Beast as its sorcery Adventure Heart's Desire
    Given the board "rules/601/beast-dragon-bobs-turn.json"
    When Bob passes priority
    And Alice casts "beast" as an Adventure
    Then the stack is, from the top: "Heart's Desire" controlled by Alice
    And Alice paid {G} for the spell
    When all players pass priority
    Then the stack is empty
    And "beast" is in Alice's exile

  @cr:117.1a @context:601.3b @context:302.1 @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice, who controls Hypersonic Dragon, can't cast Lovestruck Beast as the creature spell it is cast normally
    Given the board "rules/601/beast-dragon-bobs-turn.json"
    When Bob passes priority
    And Alice casts "beast"
    Then the action is refused (CR 117.1a or 302.1)
    And the game is as it was before the action
    And "beast" is in Alice's hand

  @cr:117.1a @context:601.3b @context:307.1 @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice can't cast Heart's Desire when the Hypersonic Dragon is Bob's
    Given the board "rules/601/beast-bob-dragon.json"
    When Bob passes priority
    And Alice casts "beast" as an Adventure
    Then the action is refused (CR 117.1a or 307.1)
    And the game is as it was before the action
    And "beast" is in Alice's hand
