Feature: Kicker is an additional cost paid once, and only for a spell that has it (CR 702.33a, 601.2b)
  CR 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell." Kavu Titan reads
  "Kicker {2}{G}"; CR 702.33d: "If a spell has two kicker costs or has multikicker, it may be kicked multiple times":
  with one kicker cost and no multikicker it is kicked at most once. A spell without kicker has no kicker cost to
  announce (601.2b), nor the kicker of 702.33a to pay: an engine may name either rule, as a flashback cost a card
  doesn't have is refused under 118.9 or 702.34a (no_flashback_cost.feature).

  @cr:702.33a @cr:702.33d @context:730.1 @card:Kavu_Titan
  Scenario: A spell with kicker, not multikicker, can't be kicked twice
    Given the board "mana_value/kicker-controls.json"
    When Alice casts "titan", kicked 2 times
    Then the action is refused (CR 702.33d or 702.33a)
    And the game is as it was before the action
    When Alice casts "titan", kicked 1 time
    Then "titan" is on the stack
    And Alice's mana pool is empty

  @cr:601.2b @context:118.8 @context:730.1 @context:702.33a @card:Grizzly_Bears
  Scenario: A spell without kicker can't be cast kicked
    Given the board "mana_value/kicker-controls.json"
    When Alice casts "bears", kicked 1 time
    Then the action is refused (CR 601.2b or 702.33a)
    And the game is as it was before the action
    When Alice casts "bears"
    Then "bears" is on the stack
