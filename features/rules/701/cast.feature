Feature: To cast a card: from its zone onto the stack, its costs paid, by a player with priority (CR 701.4a)
  Casting takes the card from the zone it's in, puts it on the stack as a spell and pays its costs; a player may
  cast a spell only when they have priority (117.1; an instant "any time they have priority", 117.1a: an engine may
  name either when a player without priority tries). As the final part of an instant's resolution, it is put into
  its owner's graveyard (608.2n).

  @cr:701.4a @context:701.4b @card:Lightning_Bolt
  Scenario: Once Alice passes, Bob casts Lightning Bolt: it leaves his hand for the stack and its cost is paid
    Given the board "rules/701/bob-bolt.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting Alice tapping "bob-mountain" for mana
    Then the stack is, from the top: "Lightning Bolt" controlled by Bob
    And Bob's hand is empty
    And "bob-mountain" is tapped
    And Bob paid {R} for the spell

  @cr:701.4a @cr:117.1 @context:117.1a @card:Lightning_Bolt
  Scenario: Bob, without priority, can't cast Lightning Bolt, and nothing changes
    Given the board "rules/701/bob-bolt.json"
    When Bob casts "bob-bolt" targeting Alice tapping "bob-mountain" for mana
    Then the action is refused (CR 117.1 or 117.1a)
    And the game is as it was before the action
    And "bob-bolt" is in Bob's hand
    When Alice passes priority
    And Bob casts "bob-bolt" targeting Alice tapping "bob-mountain" for mana
    Then the stack is, from the top: "Lightning Bolt" controlled by Bob

  @cr:608.2n @context:701.4a @card:Lightning_Bolt
  Scenario: Bob's Lightning Bolt, cast, resolves and deals its damage
    Given the board "rules/701/bob-bolt.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting Alice tapping "bob-mountain" for mana
    And all players pass priority
    Then Alice's life total is 17
    And "bob-bolt" is in Bob's graveyard
