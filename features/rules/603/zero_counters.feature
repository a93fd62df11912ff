Feature: Putting X +1/+1 counters with X = 0 puts none: "one or more counters" doesn't trigger (CR 603.2)
  CR 603.2: "Whenever a game event or game state matches a triggered ability's trigger event, that ability
  automatically triggers." Zaxara, the Exemplary: "Whenever you cast a spell with {X} in its mana cost, create a 0/0
  green Hydra creature token, then put X +1/+1 counters on it." Terrasymbiosis: "Whenever you put one or more +1/+1
  counters on a creature you control, you may draw that many cards." With X = 0 no counter is put: no event matches.

  @cr:603.2 @cr:107.3e @card:Zaxara,_the_Exemplary @card:Terrasymbiosis @card:Ghitu_Fire
  Scenario: Ghitu Fire cast with X = 0: Zaxara's Hydra gets no counter, and Terrasymbiosis doesn't trigger
    Given the board "rules/603/zaxara-terrasymbiosis.json"
    When Alice casts "fire" with X = 0 targeting Bob
    And all players pass priority
    Then the stack is, from the top: "Ghitu Fire" controlled by Alice

  @cr:603.2 @cr:107.3e @card:Zaxara,_the_Exemplary @card:Terrasymbiosis @card:Ghitu_Fire
  Scenario: Control: Ghitu Fire cast with X = 1: Zaxara's Hydra gets one counter, and Terrasymbiosis triggers
    Given the board "rules/603/zaxara-terrasymbiosis.json"
    When Alice casts "fire" with X = 1 targeting Bob
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Terrasymbiosis", then "Ghitu Fire" controlled by Alice
