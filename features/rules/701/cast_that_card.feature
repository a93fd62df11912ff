Feature: A permission to cast a card is a permission to cast it as a spell, never to play it as a land (CR 701.4b)
  CR 701.4b: "To cast a card is to cast it as a spell." Havengul Lich reads "{1}: You may cast target creature card
  in a graveyard this turn. When you cast that card this turn, Havengul Lich gains all activated abilities of that
  card until end of turn." Dryad Arbor is a land creature card, so the Lich can target it; but the permission is to
  cast it, and a land is never cast: it is played, a special action, and it is never a spell (305.1); a land that is
  also a creature can't be cast as a spell either (305.9). So Dryad Arbor stays in the graveyard, and Alice's land
  for the turn is still hers to play from her hand (305.1, 305.2). The same permission given to Grizzly Bears lets
  her cast it: it goes from the graveyard onto the stack as a spell (601.2a), with the Lich's delayed trigger above it
  (603.7). Her land for the turn is played from her hand whatever the Lich did.

  @cr:701.4b @cr:305.1 @cr:305.9 @context:601.3 @card:Havengul_Lich @card:Dryad_Arbor
  Scenario: The Lich lets Alice cast Dryad Arbor from her graveyard: she can't play it as a land, nor cast it, and plays the Dryad Arbor in her hand instead
    Given the board "rules/701/lich-arbor-bears.json"
    When Alice activates "lich" targeting "arbor"
    And all players pass priority
    And Alice plays the land "arbor"
    Then the action is refused (CR 305.1 or 701.4b)
    And the game is as it was before the action
    And "arbor" is in Alice's graveyard
    When Alice casts "arbor" from her graveyard
    Then the action is refused (CR 305.9)
    And "arbor" is in Alice's graveyard
    When Alice plays the land "arbor-in-hand"
    Then "arbor-in-hand" is on the battlefield

  @cr:601.3 @cr:601.2a @context:701.4b @context:603.7 @card:Havengul_Lich @card:Grizzly_Bears
  Scenario: The Lich lets Alice cast Grizzly Bears from her graveyard: it goes onto the stack as a spell, below the Lich's trigger
    Given the board "rules/701/lich-arbor-bears.json"
    When Alice activates "lich" targeting "bears"
    And all players pass priority
    And Alice casts "bears" from her graveyard
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Alice, then "Grizzly Bears" controlled by Alice
    And Alice paid {1}{G} for the spell

  @cr:305.1 @context:701.4b @card:Dryad_Arbor
  Scenario: Control: Alice plays the Dryad Arbor in her hand as her land for the turn
    Given the board "rules/701/lich-arbor-bears.json"
    When Alice plays the land "arbor-in-hand"
    Then "arbor-in-hand" is on the battlefield
    And "arbor" is in Alice's graveyard
