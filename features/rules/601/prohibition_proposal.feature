Feature: A prohibition that a proposal's choices can escape (CR 601.3a, 601.2e)
  Brisela forbids Alice's opponents to cast spells with mana value 3 or less. Endless One in Bob's hand has mana value
  0, but the X he chooses as he proposes it sets its mana value on the stack: he may begin to cast it, and the spell
  proposed with X = 4 is legal, with X = 2 it isn't (601.2e; 601.5 names the same case: a player no longer allowed
  to cast a spell once its proposal is complete). Lightning Bolt has no such choice: he can't begin to cast it.

  @cr:601.3a @card:Brisela,_Voice_of_Nightmares @card:Endless_One
  Scenario: Under Brisela, Bob casts Endless One with X = 4, a spell of mana value 4
    Given the board "rules/601/brisela-endless-one.json"
    When Bob casts "endless" with X = 4
    Then the stack is, from the top: "Endless One" controlled by Bob
    And Bob paid {4} for the spell

  @cr:601.3a @cr:601.2e @cr:601.5 @card:Brisela,_Voice_of_Nightmares @card:Endless_One
  Scenario: Under Brisela, Endless One proposed with X = 2, a spell of mana value 2, can't be cast, and nothing changes
    Given the board "rules/601/brisela-endless-one.json"
    When Bob casts "endless" with X = 2
    Then the action is refused (CR 601.2e or 601.5)
    And the game is as it was before the action
    And "endless" is in Bob's hand
    When Bob casts "endless" with X = 4
    Then the stack is, from the top: "Endless One" controlled by Bob

  @cr:601.3a @cr:601.3 @card:Brisela,_Voice_of_Nightmares @card:Lightning_Bolt @card:Endless_One
  Scenario: Under Brisela, Bob can't cast Lightning Bolt, whose mana value 1 no choice changes, and nothing changes
    Given the board "rules/601/brisela-endless-one.json"
    When Bob casts "bolt" targeting Alice
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
    And "bolt" is in Bob's hand
    When Bob casts "endless" with X = 4
    Then the stack is, from the top: "Endless One" controlled by Bob
