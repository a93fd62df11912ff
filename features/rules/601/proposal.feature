Feature: The proposal of a spell is checked before its total cost is determined (CR 601.2e, 601.2f)
  Once its choices are made, the game checks that the proposed spell can legally be cast; if not, the game returns
  to the moment before the casting was proposed (601.2e, 730.1). Only then is the total cost determined and locked
  in (601.2f). A target its text doesn't allow is refused as the targets are chosen (601.2c), before the cast
  could stop once its choices are made, let alone once its total cost is determined. Whether the proposal as a
  whole is checked (601.2e) isn't decided here: prohibition_proposal.feature decides it.

  @cr:601.2c @card:Counterspell @card:Grizzly_Bears
  Scenario: Counterspell proposed with a creature as its target is illegal: it goes back to Alice's hand
    Given the board "rules/601/counterspell-bears.json"
    When Alice casts "counterspell" targeting "bears", stopping once it is announced
    Then the cards on the stack are, from the top: "Counterspell"
    When Alice continues casting the spell, stopping once its choices are made
    Then the action is refused (CR 601.2c)
    And "counterspell" is in Alice's hand
    And the stack is empty
    And "island-1" is untapped

  @cr:601.2f @context:601.2e @card:Counterspell @card:Lightning_Bolt
  Scenario: Counterspell proposed with a spell as its target is legal, and its total cost is determined after that
    Given the board "rules/601/counterspell-bears.json"
    When Alice casts "bolt" targeting Bob tapping "mountain" for mana
    And Alice casts "counterspell" targeting "bolt" tapping "island-1" and "island-2" for mana, stopping once its choices are made
    Then the total cost of the spell is not determined yet
    And the cards on the stack are, from the top: "Counterspell", then "Lightning Bolt"
    When Alice continues casting the spell, stopping once its total cost is determined
    Then the total cost of the spell is {U}{U}
    When Alice continues casting the spell
    Then Alice paid {U}{U} for the spell
