Feature: A characteristic-defining ability sets power and toughness in layer 7a, before other effects modify them (CR 604.3, 613.4a, 613.4c)
  CR 604.3: "Some static abilities are characteristic-defining abilities. [...] (such as in its mana cost, type
  line, or power/toughness box)." CR 613.4a: "Layer 7a: Effects from characteristic-defining abilities that define
  power and/or toughness are applied." Eluge, the Shoreless Sea: "Eluge's power and toughness are each equal to the
  number of Islands you control." Giant Growth: "Target creature gets +3/+3 until end of turn." (layer 7c, 613.4c).

  @cr:604.3 @cr:613.4a @card:Eluge,_the_Shoreless_Sea @card:Island
  Scenario: Alice plays a third Island: Eluge counts the three Islands she controls, not Bob's, and is 3/3
    Given the board "rules/613/eluge-islands-growth.json"
    When Alice plays the land "island-3"
    Then "island-3" is on the battlefield
    And "eluge" is 3/3

  @cr:613.4a @cr:613.4c @card:Eluge,_the_Shoreless_Sea @card:Giant_Growth @card:Island
  Scenario: Giant Growth's +3/+3 applies to the 2/2 Eluge's ability defines: Eluge is 5/5
    Given the board "rules/613/eluge-islands-growth.json"
    When Alice casts "growth" targeting "eluge"
    And all players pass priority
    Then "eluge" is 5/5
