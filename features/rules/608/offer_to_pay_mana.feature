Feature: A player offered to pay mana while a spell resolves may activate mana abilities first, and nothing else (CR 608.2g)
  CR 608.2g: "If an effect gives a player the option to pay mana, they may activate mana abilities before taking
  that action. [...] No other spells can normally be cast and no other abilities can normally be activated during
  resolution." Bob's Mana Leak counters Alice's Grizzly Bears unless she pays {3}; her mana pool is empty and she
  has three untapped Forests. While Mana Leak resolves no player has priority, so a spell cast then is forbidden by
  117.1 and 117.1a ("A player may cast an instant spell any time they have priority") as by 608.2g; the refusal
  accepts each.

  @cr:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Forest
  Scenario: Offered to pay {3}, Alice taps three Forests for mana and pays, and Grizzly Bears stays on the stack
    Given the board "rules/608/mana-leak-forests.json"
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Mana Leak" targeting "bears"
    And all players pass priority
    Then Alice must choose whether to pay {3}
    When Alice taps "forest1" for mana
    And Alice taps "forest2" for mana
    And Alice taps "forest3" for mana
    And Alice accepts
    Then the stack is, from the top: "Grizzly Bears"
    And Alice's mana pool is empty
    And Alice has priority

  @cr:608.2g @context:117.1 @context:117.1a @card:Mana_Leak @card:Grizzly_Bears @card:Lightning_Bolt @card:Forest @card:Mountain
  Scenario: While offered to pay {3}, Alice can't cast Lightning Bolt, though she has a Mountain to pay for it, and can still tap her Forests and pay
    Given the board "rules/608/mana-leak-forests-mountain.json"
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Mana Leak" targeting "bears"
    And all players pass priority
    And Alice casts "Lightning Bolt" targeting Bob, tapping "mountain" for mana
    Then the action is refused (CR 608.2g or 117.1 or 117.1a)
    When Alice taps "forest1" for mana
    And Alice taps "forest2" for mana
    And Alice taps "forest3" for mana
    And Alice accepts
    Then the stack is, from the top: "Grizzly Bears"

  @cr:701.5a @context:608.2g @card:Mana_Leak @card:Grizzly_Bears @card:Forest
  Scenario: Alice declines to pay {3}, and Mana Leak counters Grizzly Bears
    Given the board "rules/608/mana-leak-forests.json"
    When Alice casts "Grizzly Bears"
    And Alice passes priority
    And Bob casts "Mana Leak" targeting "bears"
    And all players pass priority
    And Alice declines
    Then "bears" is in Alice's graveyard
    And the stack is empty
    And Alice has priority
