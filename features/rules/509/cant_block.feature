Feature: A creature that "can't block" is never declared as a blocker (CR 509.1b)
  CR 509.1b: "The defending player checks each creature they control to see whether it's affected by any
  restrictions (effects that say a creature can't block, or that it can't block unless some condition is met). If
  any restrictions are being disobeyed, the declaration of blockers is illegal." Goblin Raider: "Goblin Raider can't
  block." The control: the restriction is on blocking only, so Goblin Raider attacks, and Walking Corpse beside it
  blocks.

  @cr:509.1b @card:Goblin_Raider @card:Grizzly_Bears
  Scenario: Bob's Goblin Raider can't block Grizzly Bears
    Given the board "rules/509/cant-block.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "raider"
    Then the action is refused (CR 509.1b)
    And "raider" is not blocking
    When Bob blocks "bears" with "corpse"
    Then "corpse" is blocking "bears"

  @cr:509.1b @cr:509.1 @card:Goblin_Raider @card:Walking_Corpse @card:Grizzly_Bears
  Scenario: A declaration of Goblin Raider and Walking Corpse blocking Grizzly Bears together is refused whole
    Given the board "rules/509/cant-block.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    And Bob blocks "bears" with "corpse" and "raider"
    Then the action is refused (CR 509.1b)
    And "corpse" is not blocking
    When Bob blocks "bears" with "corpse"
    Then "corpse" is blocking "bears"

  @cr:509.1b @card:Goblin_Raider
  Scenario: Control: Alice's Goblin Raider, which can't block, attacks
    Given the board "rules/509/cant-block.json"
    When Alice attacks Bob with "alice-raider"
    Then "alice-raider" is attacking Bob
    When the game advances to declare_blockers
    And Bob blocks "alice-raider" with "corpse"
    Then "corpse" is blocking "alice-raider"
