Feature: "Whenever [a creature] attacks and isn't blocked" triggers as blockers are declared (CR 509.3g, 508.3f)
  CR 509.3g: "An ability that reads 'Whenever [a creature] attacks and isn't blocked, . . .' triggers if no creatures
  are declared as blockers for that creature." CR 508.3f: it "triggers during the declare blockers step, not the
  declare attackers step." Abyssal Nightstalker (2/2): "Whenever Abyssal Nightstalker attacks and isn't blocked,
  defending player discards a card." Bob holds one Island. The controls: Grizzly Bears, without the ability, is
  blocked or not and nothing triggers; Abyssal Nightstalker unblocked beside a blocked Grizzly Bears still triggers.

  @cr:509.3g @context:509.1i @card:Abyssal_Nightstalker
  Scenario: Bob declares no blockers: Abyssal Nightstalker's ability triggers and Bob discards his Island
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "stalker"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then the stack is, from the top: a triggered ability of "Abyssal Nightstalker"
    When all players pass priority
    Then Bob must choose from "Island"
    When Bob chooses "bob-island"
    Then Bob's hand is empty
    And "bob-island" is in Bob's graveyard
    And Alice's hand holds "Forest"

  @cr:509.3g @card:Abyssal_Nightstalker @card:Llanowar_Elves
  Scenario: Bob blocks Abyssal Nightstalker with Llanowar Elves: nothing triggers and Bob keeps his Island
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "stalker"
    And the game advances to declare_blockers
    And Bob blocks "stalker" with "elves"
    Then "elves" is blocking "stalker"
    And the stack is empty
    When the game advances to end_of_combat
    Then Bob's hand holds "Island"

  @cr:509.3g @card:Abyssal_Nightstalker @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: Bob blocks Grizzly Bears, not Abyssal Nightstalker: its ability triggers and Bob discards
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "stalker" and "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "elves"
    Then the stack is, from the top: a triggered ability of "Abyssal Nightstalker"
    When all players pass priority
    And Bob chooses "bob-island"
    Then Bob's hand is empty

  @cr:509.3g @card:Grizzly_Bears
  Scenario: Control: Grizzly Bears attacks alone and isn't blocked: nothing triggers and Bob keeps his Island
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then the stack is empty
    And "bears" is attacking Bob
    When the game advances to end_of_combat
    Then Bob's hand holds "Island"

  @cr:508.3f @card:Abyssal_Nightstalker
  Scenario: Abyssal Nightstalker's ability doesn't trigger as it is declared as an attacker
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "stalker"
    Then "stalker" is attacking Bob
    And the stack is empty
    And Alice has priority
    And Bob's hand holds "Island"

  @cr:508.3f @card:Abyssal_Nightstalker @card:Llanowar_Elves
  Scenario: Bob blocks Abyssal Nightstalker in the declare blockers step: Bob keeps his Island through the end of combat
    Given the board "rules/509/nightstalker.json"
    When Alice attacks Bob with "stalker"
    And the game advances to declare_blockers
    And Bob blocks "stalker" with "elves"
    And the game advances to end_of_combat
    Then Bob's hand holds "Island"
    And "elves" is in Bob's graveyard
