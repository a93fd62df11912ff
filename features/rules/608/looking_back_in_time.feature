Feature: An effect that looks back in time counts objects no longer where they were (CR 608.2i)
  Body Count draws a card for each creature that died under its controller's control this turn: it asks about
  previous events, not about the graveyard as it is now. A creature token that died (and has ceased to exist)
  counts, a creature card already in the graveyard before the turn doesn't, nor does a creature another player
  controlled. A sacrificed artifact, Tormod's Crypt ("{T}, Sacrifice Tormod's Crypt: Exile all cards from target
  player's graveyard."), died too (CR 700.4: "is put into a graveyard from the battlefield"), but it was no creature
  as it died: Body Count counts only creatures, so it isn't counted.

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

  @cr:608.2i @card:Body_Count @card:Lightning_Bolt
  Scenario: Only Bob's Grizzly Bears died this turn, under Bob's control: Alice's Body Count draws no card
    Given the board "rules/608/body-count.json"
    When Alice casts "bolt#1" targeting "bob-bears"
    And all players pass priority
    Then Bob's graveyard holds "Grizzly Bears"
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand holds "Lightning Bolt"
    And Alice's graveyard holds "Llanowar Elves", "Lightning Bolt", "Body Count"

  @cr:608.2i @card:Body_Count @card:Tormod's_Crypt
  Scenario: Alice sacrificed Tormod's Crypt, an artifact, this turn: it died, but as no creature, and Body Count draws no card
    Given the board "rules/608/body-count-crypt.json"
    When Alice activates "crypt" targeting Bob
    And all players pass priority
    Then Alice's graveyard holds "Tormod's Crypt"
    When Alice casts "body-count"
    And all players pass priority
    Then Alice's hand is empty
    And Alice's graveyard holds "Tormod's Crypt" and "Body Count"
