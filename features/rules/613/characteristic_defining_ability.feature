Feature: A characteristic-defining ability sets power and toughness in every zone, in layer 7a, before other effects modify them (CR 604.3, 613.4a, 613.4c)
  CR 604.3: "Some static abilities are characteristic-defining abilities. [...] (such as in its mana cost, type
  line, or power/toughness box)." CR 613.4a: "Layer 7a: Effects from characteristic-defining abilities that define
  power and/or toughness are applied." Eluge, the Shoreless Sea: "Eluge's power and toughness are each equal to the
  number of Islands you control." CR 604.3 goes on: "Characteristic-defining abilities function in all zones", so
  Eluge in Alice's hand has the power and toughness its ability defines, and so has the Eluge spell on the stack; as
  a static ability's effect, it follows the Islands as they come (611.3a). Giant Growth: "Target creature gets +3/+3 until end of turn." (layer 7c, 613.4c).
  Scar: "Put a -1/-1 counter on target creature." (a counter modifies power and toughness in layer 7c too).

  @cr:611.3a @context:604.3 @card:Eluge,_the_Shoreless_Sea @card:Island
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

  @cr:604.3 @card:Eluge,_the_Shoreless_Sea @card:Island
  Scenario: Eluge in Alice's hand is 2/2 with two Islands on her battlefield, and 3/3 once she plays a third: its ability functions outside the battlefield
    Given the board "rules/613/eluge-in-hand-two-islands.json"
    Then "eluge" is 2/2
    When Alice plays the land "island-3"
    Then "eluge" is 3/3
    And "eluge" is in Alice's hand

  @cr:604.3 @card:Eluge,_the_Shoreless_Sea @card:Island
  Scenario: Eluge cast is a 3/3 creature spell on the stack: its ability counts the three Islands Alice controls there too, not Bob's
    Given the board "rules/613/eluge-cast-three-islands.json"
    When Alice casts "eluge"
    Then the stack is, from the top: "Eluge, the Shoreless Sea"
    And "eluge" is 3/3

  @cr:613.4a @cr:613.4c @card:Eluge,_the_Shoreless_Sea @card:Scar @card:Island
  Scenario: Scar's -1/-1 counter modifies in 7c the 2/2 Eluge's ability defines in 7a: Eluge is 1/1
    Given the board "rules/613/eluge-islands-scar.json"
    When Alice casts "scar" targeting "eluge"
    And all players pass priority
    Then "eluge" has 1 -1/-1 counter
    And "eluge" is 1/1
