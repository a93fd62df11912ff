@mechanic:cast-triggers
Feature: Once its cast trigger's choice is made, Distended Mindbender is left on the stack and resolves (CR 405.5, 608.2d)
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger. It resolves even if that spell is countered or otherwise leaves the stack without resolving."
  Distended Mindbender's cast trigger has Alice choose two cards from Bob's hand as it resolves (608.2d);
  once she has chosen and Bob has discarded them, the trigger has finished resolving: the spell is the only
  object on the stack, the active player receives priority (117.3b), and when all pass it resolves (405.5).

  @ruling:cast-triggers.resolve-before-spell @cr:405.5 @cr:608.2d @cr:117.3b @card:Distended_Mindbender
  @card:Lightning_Bolt @card:Serra_Angel
  Scenario: After Alice's choice, the trigger is gone: Mindbender is alone on the stack and Alice has priority
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Serra Angel"
    Then the stack is, from the top: "Distended Mindbender"
    And Alice has priority

  @ruling:cast-triggers.resolve-before-spell @cr:405.5 @cr:608.2d @card:Distended_Mindbender @card:Lightning_Bolt
  @card:Serra_Angel
  Scenario: After the discard, all players pass and Distended Mindbender resolves onto the battlefield
    Given the board "discard_choice/bolt-angel-island.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "Lightning Bolt" and "Serra Angel"
    And all players pass priority
    Then "Distended Mindbender" is on the battlefield
    And the stack is empty
    And Bob's graveyard holds "Lightning Bolt" and "Serra Angel"
    And Bob's hand holds "Island"
