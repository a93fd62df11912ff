Feature: A modal double-faced permanent or spell has only the characteristics of the face that's up (CR 712.8f)
  Skyclave Cleric // Skyclave Basilica: its front face is a 1/3 creature costing {1}{W}, its back face a land
  with "{T}: Add {W}" and no mana cost. CR 712.8f: "While a modal double-faced spell is on the stack or a modal
  double-faced permanent is on the battlefield, it has only the characteristics of the face that's up." CR 115.4:
  "any target" may be "creatures, players, planeswalkers, or battles. Other game objects ... can't be chosen": the
  Basilica is none of those. Skyclave Cleric front face up has no mana ability: its back face's "{T}: Add {W}" is not
  one of its abilities (712.8f), and an object with no mana ability has none to activate (605.1a), so a refusal may
  name either rule.

  @cr:712.8f @cr:115.4 @context:601.2c @card:Skyclave_Cleric_//_Skyclave_Basilica @card:Lightning_Bolt
  Scenario: Skyclave Basilica, back face up, is a land and no creature: Lightning Bolt can't target it, and it taps for {W}
    Given the board "rules/712/skyclave-basilica.json"
    When Alice casts "bolt" targeting "basilica" tapping "mountain" for mana
    Then the action is refused (CR 115.4 or 601.2c)
    And the game is as it was before the action
    When Alice taps "basilica" for mana
    Then Alice's mana pool is {W}
    And the mana value of "basilica" is 0

  @cr:712.8f @card:Skyclave_Cleric_//_Skyclave_Basilica @card:Lightning_Bolt
  Scenario: Skyclave Cleric, front face up, is a 1/3 creature: Lightning Bolt destroys it
    Given the board "rules/712/skyclave-cleric.json"
    Then "cleric" is 1/3
    When Alice casts "bolt" targeting "cleric" tapping "mountain" for mana
    And all players pass priority
    Then "cleric" is in Alice's graveyard

  @cr:712.8f @context:605.1a @card:Skyclave_Cleric_//_Skyclave_Basilica
  Scenario: Skyclave Cleric, front face up, has no mana ability of its back face, and nothing changes
    Given the board "rules/712/skyclave-cleric.json"
    When Alice taps "cleric" for mana
    Then the action is refused (CR 712.8f or 605.1a)
    And the game is as it was before the action
    When Alice casts "bolt" targeting "cleric" tapping "mountain" for mana
    Then "mountain" is tapped

  @cr:712.8f @card:Skyclave_Cleric_//_Skyclave_Basilica
  Scenario: Skyclave Cleric cast is a 1/3 creature spell with mana value 2, and enters as Skyclave Cleric
    Given the board "rules/712/skyclave-in-hand.json"
    When Alice casts "skyclave"
    Then the stack is, from the top: "Skyclave Cleric"
    And "skyclave" is 1/3
    And the mana value of "skyclave" is 2
    When all players pass priority
    Then the stack is, from the top: a triggered ability of "Skyclave Cleric"
    When all players pass priority
    Then "skyclave" is on the battlefield
    And Alice's life total is 22

  @cr:712.8f @context:605.1a @context:601.2g @card:Skyclave_Cleric_//_Skyclave_Basilica @card:War_Screecher
  Scenario: Skyclave Cleric, front face up, can't be tapped for {W} to pay for War Screecher: Alice pays with her Plains and Mountain
    Given the board "rules/712/skyclave-cleric-screecher.json"
    When Alice casts "screecher" tapping "cleric" and "mountain" for mana
    Then the action is refused (CR 712.8f or 605.1a)
    And the game is as it was before the action
    When Alice casts "screecher" tapping "plains" and "mountain" for mana
    Then the stack is, from the top: "War Screecher"
    And "cleric" is untapped
    And Alice's mana pool is empty
