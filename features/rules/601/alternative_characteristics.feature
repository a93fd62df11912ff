Feature: An adventurer card cast as an Adventure is checked with the Adventure's characteristics (CR 601.3e)
  CR 601.3e: "Some rules and effects state that an alternative set of characteristics or a subset of
  characteristics are considered to determine if a card or copy of a card is legal to cast. These alternative
  characteristics replace the object's characteristics for this determination." Cast as an Adventure, only the
  alternative characteristics are evaluated (715.3a): Bonecrusher Giant is a creature card, its Adventure Stomp an
  instant, so in Bob's turn Alice may cast Stomp but not the Giant; Lovestruck Beast's Adventure Heart's Desire is
  a sorcery, and waits for her main phase. The two refusals are controls: the Giant cast normally and Heart's
  Desire are both cast at sorcery speed whether or not 601.3e is applied (117.1a), so only the first scenario
  decides 601.3e.

  @cr:601.3e @cr:715.3a @card:Bonecrusher_Giant_//_Stomp
  Scenario: In Bob's main phase, Alice casts Bonecrusher Giant as its Adventure Stomp, an instant, which deals 2 damage to Bob
    Given the board "rules/601/giant-bobs-turn.json"
    When Bob passes priority
    And Alice casts "giant" as an Adventure, targeting Bob
    Then the stack is, from the top: "Stomp" controlled by Alice
    And Alice paid {1}{R} for the spell
    When all players pass priority
    Then Bob's life total is 18
    And "giant" is in Alice's exile

  @cr:117.1a @context:601.3e @context:302.1 @card:Bonecrusher_Giant_//_Stomp
  Scenario: In Bob's main phase, Alice can't cast Bonecrusher Giant normally, as the creature card it is, and nothing changes
    Given the board "rules/601/giant-bobs-turn.json"
    When Bob passes priority
    And Alice casts "giant"
    Then the action is refused (CR 117.1a or 302.1)
    And the game is as it was before the action
    And "giant" is in Alice's hand

  @cr:117.1a @context:601.3e @context:307.1 @card:Lovestruck_Beast_//_Heart's_Desire
  Scenario: In Bob's main phase, Alice can't cast Lovestruck Beast as its Adventure Heart's Desire, a sorcery
    Given the board "rules/601/beast-bobs-turn.json"
    When Bob passes priority
    And Alice casts "beast" as an Adventure
    Then the action is refused (CR 117.1a or 307.1)
    And the game is as it was before the action
    And "beast" is in Alice's hand
