Feature: A declaration of attackers must obey each creature's restrictions (CR 508.1c)
  CR 508.1c: "The active player checks each creature they control to see whether it's affected by any restrictions
  (effects that say a creature can't attack, or that it can't attack unless some condition is met). If any
  restrictions are being disobeyed, the declaration of attackers is illegal." Lovestruck Beast: "Lovestruck Beast
  can't attack unless you control a 1/1 creature." The control: a creature without a restriction attacks.

  @cr:508.1c @card:Lovestruck_Beast
  Scenario: Lovestruck Beast can't attack while Alice controls no 1/1 creature
    Given the board "rules/508/lovestruck-no-one-one.json"
    When Alice attacks Bob with "beast"
    Then the action is refused (CR 508.1c)
    And the game is as it was before the action
    And "beast" is not attacking
    When Alice attacks Bob with "bears"
    Then "bears" is attacking

  @cr:508.1c @cr:508.1 @card:Lovestruck_Beast @card:Grizzly_Bears
  Scenario: A declaration of Lovestruck Beast and Grizzly Bears, a 2/2, is refused whole
    Given the board "rules/508/lovestruck-no-one-one.json"
    When Alice attacks Bob with "bears" and "beast"
    Then the action is refused (CR 508.1c)
    And "bears" is not attacking
    And "bears" is untapped
    When Alice attacks Bob with "bears"
    Then "bears" is attacking

  @cr:508.1c @card:Lovestruck_Beast @card:Llanowar_Elves
  Scenario: With Llanowar Elves, a 1/1, Lovestruck Beast attacks
    Given the board "rules/508/lovestruck-elves.json"
    When Alice attacks Bob with "beast"
    Then "beast" is attacking Bob
    And "elves" is not attacking

  @cr:508.1c @card:Lovestruck_Beast @card:Llanowar_Elves
  Scenario: Lovestruck Beast attacks beside Llanowar Elves, which Alice still controls as they attack
    Given the board "rules/508/lovestruck-elves.json"
    When Alice attacks Bob with "beast" and "elves"
    Then "beast" is attacking Bob
    And "elves" is attacking Bob

  @cr:508.1c @card:Grizzly_Bears
  Scenario: Control: Grizzly Bears, without a restriction, attacks though Alice controls no 1/1 creature
    Given the board "rules/508/lovestruck-no-one-one.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
