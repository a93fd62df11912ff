Feature: An effect that looks back in time counts objects no longer where they were (CR 608.2i)
  Body Count draws a card for each creature that died under its controller's control this turn: it asks about
  previous events, not about the graveyard as it is now. A creature token that died (and has ceased to exist)
  counts, a creature card already in the graveyard before the turn doesn't, nor does a creature another player
  controlled as it died, though it is a creature card put into Alice's graveyard this turn. A Mutavault that was a
  creature as it died counts, though it is a land card in the graveyard. An engine that counts what is in the
  graveyard now gets each of these wrong.

  @cr:608.2i @card:Body_Count @card:Lightning_Bolt
  Scenario: Alice's Soldier token died this turn and no longer exists: Body Count still counts it and draws a card
    Given the board "rules/608/body-count.json"
    When Alice casts "bolt#1" targeting "soldier"
    And all players pass priority
    Then Alice's battlefield holds "Grizzly Bears"
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand holds "Lightning Bolt", "Island"

  @cr:608.2i @card:Body_Count @card:Lightning_Bolt @card:Llanowar_Elves
  Scenario: Only Grizzly Bears died this turn: the Llanowar Elves card already in Alice's graveyard draws no card
    Given the board "rules/608/body-count.json"
    When Alice casts "bolt#1" targeting "bears"
    And all players pass priority
    Then Alice's graveyard holds "Llanowar Elves", "Grizzly Bears", "Lightning Bolt"
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand holds "Lightning Bolt", "Island"

  @cr:608.2i @card:Body_Count @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Alice's Grizzly Bears died this turn under Bob's control and went to her graveyard: Alice's Body Count draws no card
    Given the board "rules/608/body-count-bears-alice-owns-bob-controls.json"
    When Alice casts "bolt#1" targeting "bob-bears"
    And all players pass priority
    Then "bob-bears" is in Alice's graveyard
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand holds "Lightning Bolt"
    And Alice's graveyard holds "Llanowar Elves", "Grizzly Bears", "Lightning Bolt" and "Body Count"

  @cr:608.2i @card:Body_Count @card:Mutavault @card:Ashnod's_Altar
  Scenario: Alice's Mutavault died this turn as a 2/2 creature and is a land card in her graveyard: Body Count counts it and draws a card
    Given the board "rules/608/body-count-mutavault-altar.json"
    When Alice activates ability 2 of "mutavault"
    And all players pass priority
    And Alice activates "altar" sacrificing "mutavault"
    Then "mutavault" is in Alice's graveyard
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand holds "Island"
    And Alice's graveyard holds "Mutavault" and "Body Count"
