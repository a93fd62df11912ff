@mechanic:mana-production
Feature: Refused actions leave the game as it was (CR 730.1): mana production
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:mana-production.could-produce @cr:106.7 @cr:730.1 @card:Forest @card:Island @card:Reflecting_Pool
  Scenario: Reflecting Pool can't be tapped for a type none of its controller's lands could produce, and nothing changes
    Given the board "mana_production/pool-forest-island.json"
    When Alice taps "pool" for {R}
    Then the action is refused (CR 106.7)
    And the game is as it was before the action

  @ruling:mana-production.could-produce @cr:106.7 @cr:730.1 @card:Fellwar_Stone @card:Forest @card:Island @card:Mountain
  Scenario: Fellwar Stone can't be tapped for a colour only its controller's land could produce, and nothing changes
    Given the board "mana_production/fellwar-opposing-lands.json"
    When Alice taps "fellwar" for {G}
    Then the action is refused (CR 106.7)
    And the game is as it was before the action
