@mechanic:emerge
Feature: Refused actions leave the game as it was (CR 730.1): emerge
  Each refusal of the corpus's other features, checked for what it leaves behind: everything a scenario can
  observe (zones, life, pools, mana spent, the stack, priority, tapped state, counters) is as it was before
  the action. An engine that pays part of a cost and then refuses must undo the payment.

  @ruling:emerge.no-actions-while-casting @cr:117.1 @cr:117.1a @cr:601.2 @cr:601.2i @cr:730.1 @card:Decimator_of_the_Provinces @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: Right after the spell is cast its caster holds priority, so an opponent can't act yet, and nothing changes
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Bob casts "Lightning Bolt" targeting Alice
    Then the action is refused (CR 117.1 or 117.1a)
    And the game is as it was before the action

  @ruling:emerge.no-actions-while-casting @cr:115.4 @cr:115.2 @cr:601.2 @cr:601.2c @cr:702.119c @cr:730.1 @card:Decimator_of_the_Provinces @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: An opponent can't respond by removing the creature chosen to be sacrificed, and nothing changes
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting "bears"
    Then the action is refused (CR 115.4 or 115.2 or 601.2c)
    And the game is as it was before the action

  @ruling:emerge.sacrifice-during-payment @cr:601.2f @cr:702.119c @cr:730.1 @cr:601.2h @card:Beast_Whisperer @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a creature of the same mana value without a cost reduction ability leaves {2} more to pay, and nothing changes
    Given the board "emerge/decimator-whisperer-ggg.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "whisperer"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:emerge.sacrifice-during-payment @cr:601.2h @cr:702.119c @cr:730.1 @card:Decimator_of_the_Provinces @card:Llanowar_Elves
  Scenario: Without the sacrificed creature's mana the same spell is one {G} short and can't be cast, and nothing changes
    Given the board "emerge/decimator-elves.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "elves"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:emerge.definition @cr:702.119a @cr:730.1 @cr:601.2h @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: The reduction is exactly the sacrificed creature's mana value: one mana short, the spell can't be cast, and nothing changes
    Given the board "emerge/decimator-bears-short.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:emerge.definition @cr:601.2b @cr:702.119a @context:702.119c @cr:730.1 @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  Scenario: The emerge cost can't be paid without sacrificing a creature, and nothing changes
    Given the board "emerge/decimator-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost
    Then the action is refused (CR 702.119a or 702.119c or 601.2b)
    And the game is as it was before the action

  @ruling:emerge.definition @cr:702.119a @cr:601.2h @cr:730.1 @card:Decimator_of_the_Provinces @card:Sol_Ring
  Scenario: A noncreature permanent can't be sacrificed for emerge, and nothing changes
    Given the board "emerge/decimator-sol-ring.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "ring"
    Then the action is refused (CR 702.119a or 601.2h)
    And the game is as it was before the action

  @ruling:emerge.colored-not-reduced @cr:118.7a @cr:702.119a @cr:730.1 @cr:601.2h @card:Distended_Mindbender @card:Shivan_Dragon
  Scenario: Mana value beyond the generic part doesn't reduce the coloured part of the emerge cost, and nothing changes
    Given the board "emerge/mindbender-shivan-one-black.json"
    When Alice casts "Distended Mindbender" for its emerge cost, sacrificing "dragon"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:emerge.large-sacrifice-pays-colored-only @cr:118.7a @cr:702.119a @cr:730.1 @cr:601.2h @card:Bruna,_the_Fading_Light @card:Decimator_of_the_Provinces @card:Gisela,_the_Broken_Blade
  Scenario: However large the sacrificed creature's mana value, the coloured mana must still be paid, and nothing changes
    Given the board "emerge/decimator-brisela-two-green.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "brisela"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action

  @ruling:emerge.zero-mana-value-sacrifice @cr:202.3a @cr:702.119a @cr:730.1 @cr:601.2h @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a mana value 0 token gives no reduction: one mana short of the full emerge cost, it can't be cast, and nothing changes
    Given the board "emerge/decimator-token-short.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "saproling"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
