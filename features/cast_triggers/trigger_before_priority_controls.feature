@mechanic:cast-triggers
Feature: A cast trigger is on the stack before anyone can respond to the spell (CR 603.3, 117.1): the controls
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger. It resolves even if that spell is countered or otherwise leaves the stack without resolving."
  The cast trigger is put on the stack the next time a player would receive priority (CR 603.3), its target
  chosen as it is put there (603.3d), so no player has priority while its controller chooses (117.1): an
  opponent can't cast a spell in between, and the trigger always ends up above the spell. Bob's Counterspell is
  forbidden by 117.1 and 117.1a (he doesn't have priority), by 117.5 (no player receives priority before the
  triggered abilities are put on the stack) and by the pending choice itself (603.3d), as the corpus accepts
  603.3b while triggers wait to be ordered: the refusal accepts each.

  @ruling:cast-triggers.resolve-before-spell @cr:603.3 @cr:603.3d @cr:117.1 @cr:117.1a @context:117.5 @card:Distended_Mindbender
  @card:Counterspell
  Scenario: While Alice chooses the cast trigger's target, Bob can't cast Counterspell, and nothing changes
    Given the board "cast_triggers/mindbender-three-players-counterspell.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And Bob casts "Counterspell" targeting "Distended Mindbender"
    Then the action is refused (CR 117.1 or 117.1a or 603.3d or 117.5)
    And the game is as it was before the action
    And Alice must choose a target from Bob and Carol
