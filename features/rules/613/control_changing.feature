Feature: Control-changing effects apply in layer 2, and "until end of turn" control ends in the cleanup step (CR 613.1b, 514.2)
  CR 613.1b: "Layer 2: Control-changing effects are applied." Layer 2 comes before the layers that change abilities
  and power and toughness (613.1), so what a permanent's static abilities count as "you control" is counted for its
  new controller. CR 514.2: in the cleanup step "all 'until end of turn' and 'this turn' effects end", and with them
  the control effect: the permanent returns to the player who controlled it before (611.2a). CR 302.6: a creature
  can attack only if it has been under its controller's control continuously since their most recent turn began,
  unless it has haste (702.10b). Act of Treason: "Gain control of target creature until end of turn. Untap that
  creature. It gains haste until end of turn. (It can attack and {T} this turn.)" Eluge, the Shoreless Sea:
  "Eluge's power and toughness are each equal to the number of Islands you control."

  @cr:613.1b @card:Act_of_Treason @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Act of Treason on Bob's tapped Grizzly Bears: Alice controls it, untapped and with haste; Bob keeps Llanowar Elves
    Given the board "rules/613/act-of-treason-bears.json"
    Then "bears" is controlled by Bob
    When Alice casts "treason" targeting "bears"
    And all players pass priority
    Then "bears" is controlled by Alice
    And "bears" is untapped
    And "bears" has haste
    And "elves" is controlled by Bob

  @cr:613.1b @context:302.6 @context:702.10b @card:Act_of_Treason @card:Grizzly_Bears
  Scenario: Alice attacks Bob with the Grizzly Bears she gained control of this turn, and it deals him 2 damage
    Given the board "rules/613/act-of-treason-bears.json"
    When Alice casts "treason" targeting "bears"
    And all players pass priority
    And the game advances to declare_attackers
    And Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    When the game advances to end_of_combat
    Then Bob's life total is 18

  @cr:514.2 @cr:611.2a @context:613.1b @card:Act_of_Treason @card:Grizzly_Bears
  Scenario: Control: in the end step, Alice still controls the Grizzly Bears she gained control of until end of turn
    Given the board "rules/613/act-of-treason-bears.json"
    When Alice casts "treason" targeting "bears"
    And all players pass priority
    And the game advances to end
    Then "bears" is controlled by Alice

  @cr:514.2 @cr:611.2a @context:613.1b @card:Act_of_Treason @card:Grizzly_Bears
  Scenario: Act of Treason's control ends in the cleanup step: on Bob's turn he controls his Grizzly Bears again
    Given the board "rules/613/act-of-treason-bears.json"
    When Alice casts "treason" targeting "bears"
    And all players pass priority
    And the game advances to the next turn
    Then it is turn 6 of Bob, in the precombat_main step
    And "bears" is controlled by Bob
    And "bears" does not have haste

  @cr:613.1b @card:Act_of_Treason @card:Eluge,_the_Shoreless_Sea
  Scenario: Eluge, taken by Alice who controls one Island, counts her Islands, not Bob's three: it is 1/1
    Given the board "rules/613/act-of-treason-eluge-alice-1-island.json"
    Then "eluge" is 3/3
    When Alice casts "treason" targeting "eluge"
    And all players pass priority
    Then "eluge" is controlled by Alice
    And "eluge" is 1/1

  @cr:613.1b @context:704.5f @card:Act_of_Treason @card:Eluge,_the_Shoreless_Sea
  Scenario: Eluge, taken by Alice who controls no Island, is 0/0 and is put into Bob's graveyard
    Given the board "rules/613/act-of-treason-eluge-alice-0-island.json"
    When Alice casts "treason" targeting "eluge"
    And all players pass priority
    Then "eluge" is in Bob's graveyard

  @cr:613.1b @card:Act_of_Treason @card:Eluge,_the_Shoreless_Sea @card:Grizzly_Bears
  Scenario: Control: Act of Treason on Bob's Grizzly Bears leaves Eluge his, counting his three Islands: it is 3/3
    Given the board "rules/613/act-of-treason-eluge-alice-0-island.json"
    When Alice casts "treason" targeting "bears"
    And all players pass priority
    Then "bears" is controlled by Alice
    And "eluge" is controlled by Bob
    And "eluge" is 3/3

  @cr:514.2 @cr:611.2a @context:613.1b @card:Act_of_Treason @card:Eluge,_the_Shoreless_Sea
  Scenario: On Bob's turn, Eluge is back under his control and counts his three Islands again: it is 3/3
    Given the board "rules/613/act-of-treason-eluge-alice-1-island.json"
    When Alice casts "treason" targeting "eluge"
    And all players pass priority
    Then "eluge" is 1/1
    When the game advances to the next turn
    Then "eluge" is controlled by Bob
    And "eluge" is 3/3

  # Mind Control: "Enchant creature / You control enchanted creature." Fervor: "Creatures you control have haste."
  # A static ability's control effect has the timestamp of its permanent (613.7a), a resolved spell's the time it
  # was created (613.7b); the later applies last and wins (613.7).

  @cr:613.1b @context:302.6 @card:Mind_Control @card:Fervor @card:Grizzly_Bears
  Scenario: Alice's Mind Control on Bob's Grizzly Bears: Alice controls it, so her Fervor gives it haste and it attacks Bob
    Given the board "rules/613/mind-control-fervor.json"
    When Alice casts "mind-control" targeting "bears"
    And all players pass priority
    Then "bears" is controlled by Alice
    And "bears" has haste
    And "elves" is controlled by Bob
    When the game advances to declare_attackers
    And Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:302.6 @context:613.1b @card:Mind_Control @card:Grizzly_Bears
  Scenario: Without haste, the Grizzly Bears Alice took with Mind Control this turn can't attack: she hasn't controlled it since her turn began
    Given the board "rules/613/mind-control.json"
    When Alice casts "mind-control" targeting "bears"
    And all players pass priority
    Then "bears" is controlled by Alice
    When the game advances to declare_attackers
    And Alice attacks Bob with "bears"
    Then the action is refused (CR 302.6)

  @cr:302.6 @context:602.5a @context:613.1b @card:Mind_Control @card:Llanowar_Elves
  Scenario: Alice can't tap the Llanowar Elves she took with Mind Control this turn for mana
    Given the board "rules/613/mind-control.json"
    When Alice casts "mind-control" targeting "elves"
    And all players pass priority
    Then "elves" is controlled by Alice
    When Alice activates "elves"
    Then the action is refused (CR 302.6 or 602.5a)

  @cr:302.6 @context:613.1b @card:Mind_Control @card:Grizzly_Bears
  Scenario: Control: on her next turn, Alice attacks Bob with the Grizzly Bears she has controlled since it began
    Given the board "rules/613/mind-control.json"
    When Alice casts "mind-control" targeting "bears"
    And all players pass priority
    And the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 7 of Alice, in the precombat_main step
    And "bears" is controlled by Alice
    When the game advances to declare_attackers
    And Alice attacks Bob with "bears"
    Then "bears" is attacking Bob

  @cr:613.7 @context:613.7a @context:613.7b @context:613.1b @card:Mind_Control @card:Act_of_Treason @card:Grizzly_Bears
  Scenario: On Bob's turn, his Act of Treason, later than Alice's Mind Control, gives him back his Grizzly Bears until end of turn; then Mind Control applies again
    Given the board "rules/613/mind-control-act-of-treason.json"
    When Alice casts "mind-control" targeting "bears"
    And all players pass priority
    And the game advances to the next turn
    Then "bears" is controlled by Alice
    When Bob casts "treason" targeting "bears", tapping "mountain-1", "mountain-2" and "mountain-3" for mana
    And all players pass priority
    Then "bears" is controlled by Bob
    And "bears" has haste
    When the game advances to the next turn
    Then it is turn 7 of Alice, in the precombat_main step
    And "bears" is controlled by Alice

  @cr:613.7 @context:613.1b @context:302.6 @card:Mind_Control @card:Act_of_Treason @card:Grizzly_Bears
  Scenario: On Bob's turn, Bob attacks Alice with the Grizzly Bears his Act of Treason took back from her Mind Control
    Given the board "rules/613/mind-control-act-of-treason.json"
    When Alice casts "mind-control" targeting "bears"
    And all players pass priority
    And the game advances to the next turn
    And Bob casts "treason" targeting "bears", tapping "mountain-1", "mountain-2" and "mountain-3" for mana
    And all players pass priority
    And the game advances to declare_attackers
    And Bob attacks Alice with "bears"
    Then "bears" is attacking Alice
