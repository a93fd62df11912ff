Feature: An effect giving flash to spells with a quality applies when a choice in the proposal gives the spell that quality (CR 601.3b)
  CR 601.3b: "If an effect allows a player to cast a spell with certain qualities as though it had flash, that
  player may consider any choices to be made during that spell's proposal that may cause that spell's qualities to
  change. If any such choices could cause that effect to apply, that player may begin to cast that spell as though
  it had flash." Hypersonic Dragon: "You may cast sorcery spells as though they had flash." Lovestruck Beast is a
  creature card; cast as its Adventure Heart's Desire (a choice made as it is cast, 715.3), it is a sorcery spell.

  @cr:601.3b @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice, who controls Hypersonic Dragon, casts Lovestruck Beast as its sorcery Adventure Heart's Desire
    Given the board "rules/601/beast-dragon-bobs-turn.json"
    When Bob passes priority
    And Alice casts "beast" as an Adventure
    Then the stack is, from the top: "Heart's Desire" controlled by Alice
    And Alice paid {G} for the spell
    When all players pass priority
    Then the stack is empty
    And "beast" is in Alice's exile

  @cr:601.3b @cr:117.1a @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice, who controls Hypersonic Dragon, can't cast Lovestruck Beast as the creature spell it is cast normally
    Given the board "rules/601/beast-dragon-bobs-turn.json"
    When Bob passes priority
    And Alice casts "beast"
    Then the action is refused (CR 117.1a)
    And the game is as it was before the action
    And "beast" is in Alice's hand

  @cr:601.3b @cr:117.1a @card:Hypersonic_Dragon @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice can't cast Heart's Desire when the Hypersonic Dragon is Bob's
    Given the board "rules/601/beast-bob-dragon.json"
    When Bob passes priority
    And Alice casts "beast" as an Adventure
    Then the action is refused (CR 117.1a)
    And the game is as it was before the action
    And "beast" is in Alice's hand
