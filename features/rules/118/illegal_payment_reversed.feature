Feature: A cast that can't be completed is reversed, and the payments already made are canceled (CR 730.1)
  CR 730.1: "If a player takes an illegal action or starts to take an action but can't legally complete it, the
  entire action is reversed and any payments already made are canceled. ... If the action was casting a spell, the
  spell returns to the zone it came from. Each player may also reverse any legal mana abilities that player
  activated while making the illegal play". The reversal of the mana ability is the player's choice: whether the
  Forest tapped during the cast stays tapped, with its {G} in Alice's pool, is left free, and no step reads the
  Forest or the whole pool after the refusal. What is forced is read: the spell is back in Alice's hand, nothing was
  spent, the {R} that was in her pool before is there to pay for Lightning Bolt, the sacrificed creature is back on
  the battlefield, and Alice keeps priority (730.2). The cost can't be paid: "Unpayable costs can't be paid"
  (601.2h), and "A player can't pay a cost without having the necessary resources to pay it fully" (118.3).

  @cr:730.1 @cr:730.2 @cr:601.2h @cr:118.3 @card:Overwhelming_Stampede @card:Forest @card:Lightning_Bolt
  Scenario: Overwhelming Stampede, cast tapping a Forest with {R} in the pool, can't be paid: it returns to Alice's hand and her {R} is hers to spend
    Given the board "rules/118/reversal-forest-stampede-splinters.json"
    When Alice casts "stampede" tapping "forest" for mana
    Then the action is refused (CR 601.2h or 118.3)
    And "stampede" is in Alice's hand
    And the stack is empty
    And Alice has spent 0 mana on spells this turn
    And Alice has priority
    When Alice casts "bolt" targeting Bob, paying with {R}
    And all players pass priority
    Then Bob's life total is 17
    And "stampede" is in Alice's hand

  @cr:730.1 @cr:601.2h @cr:118.3 @card:Bone_Splinters @card:Grizzly_Bears @card:Forest
  Scenario: Bone Splinters, cast sacrificing Grizzly Bears and tapping a Forest, can't be paid its {B}: the sacrifice is canceled and Grizzly Bears is back
    Given the board "rules/118/reversal-forest-stampede-splinters.json"
    When Alice casts "splinters" targeting "bob-elves" sacrificing "bears" tapping "forest" for mana
    Then the action is refused (CR 601.2h or 118.3)
    And "bears" is on the battlefield
    And "splinters" is in Alice's hand
    And "bob-elves" is on the battlefield
    And the stack is empty
    And Alice's graveyard is empty
    And Alice has priority
    When Alice casts "bolt" targeting Bob, paying with {R}
    And all players pass priority
    Then Bob's life total is 17
    And "bears" is on the battlefield
