Feature: Triggered abilities of several players that triggered at once go on the stack in APNAP order (CR 603.3b, 101.4)
  CR 603.3b: "If multiple players have triggered abilities that have triggered since the last time a player
  received priority, each player, in APNAP order, puts triggered abilities they control on the stack in any order
  they choose." The active player's go on the stack first, so the last nonactive player's resolve first (101.4).

  @cr:603.3b @cr:101.4 @card:Hangarback_Walker
  Scenario: Two players' dies triggers: the active player's goes on the stack first, the other player's on top
    Given the board "rules/603/hangarbacks-two-players.json"
    When Alice passes priority
    Then the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Bob, then a triggered ability of "Hangarback Walker" controlled by Alice

  @cr:603.3b @cr:101.4 @card:Hangarback_Walker
  Scenario: In Bob's turn of a three-player game, APNAP order starts with Bob and goes on in turn order: Alice's goes on top
    Given the board "rules/603/hangarbacks-three-players-bob-active.json"
    When Bob passes priority
    Then the stack is, from the top: a triggered ability of "Hangarback Walker" controlled by Alice, then a triggered ability of "Hangarback Walker" controlled by Carol, then a triggered ability of "Hangarback Walker" controlled by Bob
