@mechanic:expend
Feature: Mana left in the pool after a spell is paid for is not spent (CR 700.14)
  Ruling: "If the cost to cast a spell is increased, decreased, or changed because of additional or
  alternative costs, expend counts only the mana you actually spent." The mana that pays the total cost is
  spent (CR 601.2h); what stays in the pool is not.

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:601.2h @card:Grizzly_Bears
  Scenario: Grizzly Bears cast from a pool of five mana spends two, and three stay in the pool
    Given the board "expend/bears-in-hand-five.json"
    When Alice casts "bears", paying with {G}{C}
    Then Alice has spent 2 mana on spells this turn
    And Alice's mana pool is {G}{G}{G}

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:601.2h @cr:107.4e @card:Junkblade_Bruiser
  Scenario: Junkblade Bruiser paid with the chosen {R}{G}{C}{C}{C} spends five, and the other {G} stays
    Given the board "expend/bruiser-in-hand-six.json"
    When Alice casts "bruiser", paying with {R}{G}{C}{C}{C}
    Then "bruiser" is on the stack
    And Alice has spent 5 mana on spells this turn
    And Alice's mana pool is {G}

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:601.2h @card:Junkblade_Bruiser
  Scenario: Mana chosen that can't pay Junkblade Bruiser's cost is refused, and nothing is spent
    Given the board "expend/bruiser-in-hand-six.json"
    When Alice casts "bruiser", paying with {R}{C}{C}{C}
    Then the action is refused (CR 601.2h)
    And "bruiser" is in Alice's hand
    And Alice has spent 0 mana on spells this turn
    And Alice's mana pool is {R}{G}{G}{C}{C}{C}
