Feature: An activated ability is activated by paying its total cost (CR 602.1a, 602.2b, 601.2h)
  An activated ability is written "[Cost]: [Effect.]" (602.1a); activating it follows the steps of casting a
  spell, its total cost paid with mana the player has (602.2b, 601.2h), or the activation is refused.
  The ability activated is put on the stack, where it waits until it resolves (602.2a).
  Leyline of Abundance reads "{6}{G}{G}: Put a +1/+1 counter on each creature you control."

  @cr:602.2b @cr:601.2h @cr:602.1a @cr:602.2a @card:Leyline_of_Abundance @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Leyline of Abundance's ability, its {6}{G}{G} paid, puts a +1/+1 counter on each creature Alice controls
    Given the board "rules/602/leyline-eight-mana.json"
    When Alice activates "leyline"
    Then Alice's mana pool is empty
    And the stack is, from the top: an activated ability of "Leyline of Abundance"
    When all players pass priority
    Then "elves" is 2/2
    And "alice-bears" is 3/3
    And "bob-bears" is 2/2

  @cr:602.2b @cr:601.2h @cr:602.1a @card:Leyline_of_Abundance @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Leyline of Abundance's ability can't be activated with eight colorless mana, {G}{G} unpaid, until Llanowar Elves adds them
    Given the board "rules/602/leyline-no-green.json"
    When Alice activates "leyline"
    Then the action is refused (CR 601.2h)
    And Alice's mana pool is {C}{C}{C}{C}{C}{C}{C}{C}
    And "elves" is 1/1
    When Alice taps "elves" for mana
    Then Alice's mana pool is {G}{G}{C}{C}{C}{C}{C}{C}{C}{C}
    When Alice activates "leyline"
    Then Alice's mana pool is {C}{C}
    And the stack is, from the top: an activated ability of "Leyline of Abundance"
