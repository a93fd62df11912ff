Feature: When an effect's action involves several players, they choose in APNAP order, then it happens at once (CR 608.2e, 608.2f)
  CR 608.2e: "Some spells and abilities have multiple steps or actions ... that involve multiple players. In
  these cases, the choices for the first action are made in APNAP order, and then the first action is processed
  simultaneously." (101.4) CR 608.2f: "Some spells and abilities include actions taken on multiple players
  and/or objects. In most cases, each such action is processed simultaneously." Delirium Skeins reads "Each
  player discards three cards." The active player chooses first, then the other player; no card is discarded
  until both have chosen.

  @cr:608.2e @cr:101.4 @card:Delirium_Skeins
  Scenario: In Alice's turn, Alice chooses first what she discards
    Given the board "rules/608/skeins-alice-casts.json"
    When Alice casts "skeins"
    And all players pass priority
    Then Alice must choose cards from "Island", "Forest", "Mountain" and "Lightning Bolt"

  @cr:608.2e @cr:608.2f @cr:101.4 @card:Delirium_Skeins @card:Serra_Angel @card:Counterspell
  Scenario: Bob chooses after Alice, while her chosen cards are still in her hand
    Given the board "rules/608/skeins-alice-casts.json"
    When Alice casts "skeins"
    And all players pass priority
    And Alice chooses "island", "forest" and "mountain"
    Then Bob must choose cards from "Island", "Forest", "Serra Angel" and "Counterspell"
    And Alice's hand holds "Island", "Forest", "Mountain" and "Lightning Bolt"

  @cr:608.2e @context:608.2f @card:Delirium_Skeins @card:Serra_Angel @card:Counterspell
  Scenario: Once both have chosen, both discard at once, and Delirium Skeins goes to the graveyard
    Given the board "rules/608/skeins-alice-casts.json"
    When Alice casts "skeins"
    And all players pass priority
    And Alice chooses "island", "forest" and "mountain"
    And Bob chooses "bob-island", "bob-forest" and "counterspell"
    Then Alice's hand holds "Lightning Bolt"
    And Bob's hand holds "Serra Angel"
    And Alice's graveyard holds "Delirium Skeins", "Island", "Forest" and "Mountain"
    And the stack is empty

  @cr:608.2e @cr:608.2f @cr:101.4 @card:Delirium_Skeins @card:Serra_Angel @card:Counterspell
  Scenario: In Bob's turn, Bob chooses first, and Alice after him while his cards are still in his hand
    Given the board "rules/608/skeins-bob-casts.json"
    When Bob casts "skeins"
    And all players pass priority
    Then Bob must choose cards from "Island", "Forest", "Serra Angel" and "Counterspell"
    When Bob chooses "bob-island", "bob-forest" and "angel"
    Then Alice must choose cards from "Island", "Forest", "Mountain" and "Lightning Bolt"
    And Bob's hand holds "Island", "Forest", "Serra Angel" and "Counterspell"
