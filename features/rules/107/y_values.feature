Feature: Y follows the same rules as X (CR 107.3p, 107.3c)
  Aspect of Wolf: "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down,
  and Y is half the number of Forests you control, rounded up." Y is a letter of its own: like X, the text defines
  it, so it is that number whenever the effect applies (107.3c), and the number changes with the Forests. With an
  odd number of Forests the two halves differ (107.1a rounds them as the text says): Y is neither X nor 0.

  @cr:107.3p @cr:107.3c @card:Aspect_of_Wolf @card:Grizzly_Bears @card:Forest
  Scenario: With three Forests, Aspect of Wolf gives Grizzly Bears +1/+2: X is rounded down and Y up
    Given the board "rules/107/aspect-three-forests.json"
    Then "bears" is 3/4

  @cr:107.3p @card:Aspect_of_Wolf @card:Grizzly_Bears @card:Forest
  Scenario: With one Forest, Aspect of Wolf gives Grizzly Bears +0/+1, not +0/+0: Y is its own number, not X's
    Given the board "rules/107/aspect-one-forest.json"
    Then "bears" is 2/3

  @cr:107.3p @cr:107.3c @card:Aspect_of_Wolf @card:Grizzly_Bears @card:Forest
  Scenario: Alice plays a third Forest: Y is worked out again as X is, and Grizzly Bears goes from 3/3 to 3/4
    Given the board "rules/107/aspect-two-forests-forest-in-hand.json"
    Then "bears" is 3/3
    When Alice plays the land "new_forest"
    Then "bears" is 3/4

  @cr:107.3p @card:Aspect_of_Wolf @card:Grizzly_Bears @card:Forest
  Scenario: Control: with four Forests, X and Y are both 2, and Grizzly Bears is 4/4
    Given the board "rules/107/aspect-four-forests.json"
    Then "bears" is 4/4
