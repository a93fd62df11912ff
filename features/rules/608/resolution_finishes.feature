Feature: A spell or ability that waited for a choice finishes resolving once it is answered, and not before (CR 608.2c, 608.2n)
  CR 608.2c: "The controller of the spell or ability follows its instructions in the order written." CR 608.2n: "As
  the final part of an instant or sorcery spell's resolution, the spell is put into its owner's graveyard." A
  choice made while a spell or ability resolves (608.2d) holds its resolution until it is answered; then the
  instructions after it are followed, and the resolution ends once: the player who acted gets priority, and
  abilities that triggered meanwhile go on the stack (117.5).

  @cr:608.2c @cr:701.8a @card:Vohar,_Vodalian_Desecrator @card:Lightning_Bolt
  Scenario: Vohar's ability goes on after Alice discards Lightning Bolt: Bob loses 1 life, Alice gains 1, and she gets priority
    Given the board "rules/701/vohar-bolt.json"
    When Alice activates "vohar"
    And all players pass priority
    Then Alice must choose cards from "Lightning Bolt" and "Island"
    When Alice chooses "bolt"
    Then Bob's life total is 19
    And Alice's life total is 21
    And Alice's graveyard holds "Lightning Bolt"
    And Alice has priority

  @cr:608.2n @cr:608.2e @card:Delirium_Skeins @card:Serra_Angel @card:Counterspell
  Scenario: While Bob chooses his three cards after Alice, Delirium Skeins is still on the stack
    Given the board "rules/608/skeins-alice-casts.json"
    When Alice casts "skeins"
    And all players pass priority
    And Alice chooses "island", "forest" and "mountain"
    Then Bob must choose cards from "Island", "Forest", "Serra Angel" and "Counterspell"
    And "skeins" is on the stack
    And Alice's graveyard is empty

  @cr:608.2n @cr:603.3 @card:Flash @card:Gadwick,_the_Wizened
  Scenario: Once Alice pays Gadwick's mana cost, Flash has resolved: it is in her graveyard and Gadwick's enters trigger is on the stack
    Given the board "rules/107/flash-gadwick.json"
    When Alice casts "flash", paying with {C}{U}
    And all players pass priority
    And Alice chooses "gadwick"
    And Alice accepts
    Then Alice's graveyard holds "Flash"
    And the stack is, from the top: a triggered ability of "Gadwick, the Wizened"

  @cr:616.1 @cr:603.3 @card:Contamination @card:Mana_Reflection @card:Freyalise's_Winds @card:Forest
  Scenario: Once Alice orders Contamination and Mana Reflection for her Forest's mana, Freyalise's Winds's trigger goes on the stack
    Given the board "rules/616/contamination-reflection-winds-forest.json"
    When Alice taps "forest" for mana
    And Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"
    Then Alice's mana pool is {B}{B}
    And the stack is, from the top: a triggered ability of "Freyalise's Winds"
