Feature: Each Phyrexian mana symbol contributes 1 to mana value (CR 202.3g)
  Dismember's mana cost {1}{B/P}{B/P} makes its mana value 3, whether its Phyrexian symbols would be paid with
  {B} or with 2 life. Distended Mindbender's choice, "a nonland card with mana value 3 or less and a card with mana
  value 4 or greater", sees that mana value.

  @cr:202.3g @card:Dismember @card:Distended_Mindbender @card:Serra_Angel
  Scenario: Dismember, mana value 3, is the card with mana value 3 or less that Alice chooses with Serra Angel
    Given the board "rules/202/mindbender-dismember.json"
    When Alice casts "mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "dismember" and "angel"
    Then Bob's graveyard holds "Dismember" and "Serra Angel"
    And Bob's hand holds "Lightning Bolt"
    And the mana value of "dismember" is 3

  @cr:202.3g @cr:608.2d @card:Dismember @card:Distended_Mindbender @card:Lightning_Bolt
  Scenario: Dismember and Lightning Bolt both have mana value 3 or less: Alice can't choose them together
    Given the board "rules/202/mindbender-dismember.json"
    When Alice casts "mindbender" for its emerge cost, sacrificing "bears"
    And all players pass priority
    And Alice chooses "dismember" and "bolt"
    Then the action is refused (CR 608.2d)
    And Bob's graveyard is empty
    When Alice chooses "bolt" and "angel"
    Then Bob's graveyard holds "Lightning Bolt" and "Serra Angel"
    And Bob's hand holds "Dismember"
