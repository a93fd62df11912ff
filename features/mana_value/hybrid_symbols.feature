@mechanic:mana-value
Feature: Each hybrid symbol of a printed mana cost adds one to the mana value (CR 202.3, 202.3f)
  Ruling: "A creature's mana value is determined solely by the mana symbols printed in its upper right corner
  (unless that creature is the back face of a double-faced card, is a melded permanent, or is copying
  something else; see below). ..."
  CR 202.3f: "When calculating the mana value of an object with a hybrid mana symbol in its mana cost, use the
  largest component of each hybrid symbol." Both halves of {R/G} are one mana, so Junkblade Bruiser
  ({3}{R/G}{R/G}) has mana value 5, and sacrificing it for emerge reduces the cost by 5 (CR 702.119a).

  @ruling:mana-value.printed-mana-cost-only @cr:202.3 @cr:202.3f @card:Junkblade_Bruiser
  Scenario: A creature with two hybrid symbols in its mana cost counts one for each
    Given the board "mana_value/bruiser-decimator.json"
    Then the mana value of "bruiser" is 5

  @ruling:mana-value.printed-mana-cost-only @cr:202.3f @cr:702.119a @card:Junkblade_Bruiser
  @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a creature with hybrid symbols for emerge reduces the cost by its whole mana value
    Given the board "mana_value/bruiser-decimator.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bruiser"
    Then "bruiser" is in Alice's graveyard
    And Alice paid {1}{G}{G}{G} for the spell
    And Alice's mana pool is empty
