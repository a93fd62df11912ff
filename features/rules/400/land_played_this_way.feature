Feature: An effect that lets a land card be played finds the land it becomes on the battlefield (CR 400.7i)
  CR 400.7i: "If an effect allows a land card to be played, other parts of that effect can find the new object that
  land card becomes after it moves to the battlefield as a result of being played this way." Lightstall Inquisitor
  reads "When this creature enters, each opponent exiles a card from their hand and may play that card for as long
  as it remains exiled. Each spell cast this way costs {1} more to cast. Each land played this way enters tapped."
  The Forest Bob plays from exile is a new object on the battlefield (400.7), and the effect that let him play it
  still finds it: it enters tapped (614.1c). As it enters tapped it never becomes tapped, so Freyalise's Winds
  ("Whenever a permanent becomes tapped, put a wind counter on it") doesn't trigger (603.2f). A Forest Bob plays
  from his hand wasn't played this way, and enters untapped; a spell he casts from exile this way costs {1} more
  (601.2f), the effect finding the spell as it finds the land (400.7h). "Play that card" lets Bob play
  the Forest as a land and cast Grizzly Bears as a spell, whichever is appropriate (601.1a).

  @cr:400.7i @cr:601.1a @context:400.7 @card:Lightstall_Inquisitor @card:Forest
  Scenario: Bob plays the Forest he exiled to Lightstall Inquisitor's ability in his turn: the Forest enters tapped
    Given the board "rules/400/inquisitor-bob-forest-bears.json"
    When Alice casts "inquisitor"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Lightstall Inquisitor"
    When all players pass priority
    And Bob chooses "exiled_forest"
    Then "exiled_forest" is in Bob's exile
    When the game advances to the next turn
    Then it is turn 4 of Bob, in the precombat_main step
    When Bob plays the land "exiled_forest"
    Then "exiled_forest" is on the battlefield
    And "exiled_forest" is tapped
    And "forest1" is untapped

  @cr:400.7i @cr:601.1a @context:603.2f @card:Lightstall_Inquisitor @card:Freyalise's_Winds @card:Forest
  Scenario: The Forest Bob plays from exile enters tapped, never becoming tapped: Freyalise's Winds doesn't trigger
    Given the board "rules/400/inquisitor-winds-bob-forest.json"
    When Alice casts "inquisitor"
    And all players pass priority 2 times
    And Bob chooses "exiled_forest"
    And the game advances to the next turn
    And Bob plays the land "exiled_forest"
    Then "exiled_forest" is on the battlefield
    And "exiled_forest" is tapped
    And the stack is empty
    And "exiled_forest" has 0 wind counters

  @cr:400.7i @card:Lightstall_Inquisitor @card:Forest
  Scenario: The Forest Bob draws and plays from his hand wasn't played this way: it enters untapped, the exiled one stays in exile
    Given the board "rules/400/inquisitor-bob-forest-bears.json"
    When Alice casts "inquisitor"
    And all players pass priority 2 times
    And Bob chooses "exiled_forest"
    And the game advances to the next turn
    Then "drawn_forest" is in Bob's hand
    When Bob plays the land "drawn_forest"
    Then "drawn_forest" is on the battlefield
    And "drawn_forest" is untapped
    And "exiled_forest" is in Bob's exile

  @cr:400.7h @context:400.7i @card:Lightstall_Inquisitor @card:Grizzly_Bears @card:Forest
  Scenario: Control: Grizzly Bears, exiled to Lightstall Inquisitor's ability, costs Bob {1} more cast from exile: {2}{G}
    Given the board "rules/400/inquisitor-bob-forest-bears.json"
    When Alice casts "inquisitor"
    And all players pass priority 2 times
    And Bob chooses "bears"
    Then "bears" is in Bob's exile
    And "exiled_forest" is in Bob's hand
    When the game advances to the next turn
    And Bob taps "forest1" for mana
    And Bob taps "forest2" for mana
    And Bob taps "forest3" for mana
    And Bob casts "bears" from his exile
    Then the stack is, from the top: "Grizzly Bears" controlled by Bob
    And Bob paid {2}{G} for the spell
