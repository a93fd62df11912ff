Feature: An ability that triggers on one kind of counter being put on a creature doesn't trigger on another kind (CR 603.2)
  CR 603.2: "Whenever a game event or game state matches a triggered ability's trigger event, that ability
  automatically triggers." Terrasymbiosis reads "Whenever you put one or more +1/+1 counters on a creature you
  control, you may draw that many cards. Do this only once each turn." Freyalise's Winds reads "Whenever a
  permanent becomes tapped, put a wind counter on it." A wind counter put on Alice's creature by her own Winds
  is not a +1/+1 counter: the event doesn't match. Knight of Autumn's first mode puts two +1/+1 counters on it.

  @cr:603.2 @card:Terrasymbiosis @card:Freyalise's_Winds @card:Llanowar_Elves
  Scenario: Alice's Freyalise's Winds puts a wind counter on her Llanowar Elves, and Terrasymbiosis doesn't trigger
    Given the board "rules/603/terrasymbiosis-winds-elves.json"
    When Alice taps "elves" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds"
    When all players pass priority
    Then "elves" has 1 wind counter
    And the stack is empty
    And Alice's hand holds "Knight of Autumn"

  @cr:603.2 @card:Terrasymbiosis @card:Knight_of_Autumn
  Scenario: Alice puts two +1/+1 counters on her Knight of Autumn with its first mode, and Terrasymbiosis triggers
    Given the board "rules/603/terrasymbiosis-winds-elves.json"
    When Alice casts "knight", paying with {G}{G}{W}
    And all players pass priority
    And Alice announces mode 1
    And all players pass priority
    Then "knight" has 2 +1/+1 counters
    And the stack is, from the top: a triggered ability of "Terrasymbiosis"
