@mechanic:emerge
Feature: Casting a spell with emerge: the sacrificed creature during the casting process (CR 702.119c, 601.2)
  Rulings:
  "Once you begin to cast a spell with emerge, no player may take actions until you're done. Notably,
  opponents can't try to remove the creature you wish to sacrifice."
  "The creature chosen to be sacrificed is still on the battlefield as the cost of the emerge spell is
  determined and as you activate mana abilities to cast the emerge spell. Its abilities may affect the
  spell's cost, be activated to generate mana, and so on. However, if it has an ability that triggers when
  a spell is cast, it will have been sacrificed before that ability can trigger."

  @ruling:emerge.no-actions-while-casting @cr:601.2 @cr:117.1 @cr:117.1a @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  @card:Lightning_Bolt
  Scenario: While the emerge spell is being cast, an opponent can't remove the creature chosen to be sacrificed
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears", stopping once its choices are made
    And Bob casts "Lightning Bolt" targeting "bears"
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    And "bears" is on the battlefield
    When Alice continues casting the spell
    Then "bears" is in Alice's graveyard
    And "Decimator of the Provinces" is on the stack
    And "Lightning Bolt" is in Bob's hand

  @ruling:emerge.no-actions-while-casting @cr:601.2 @cr:117.1 @cr:117.1a @card:Decimator_of_the_Provinces @card:Grizzly_Bears
  @card:Lightning_Bolt
  Scenario: While the emerge spell is being paid for, an opponent can't act at all
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears", stopping while it is being paid
    And Bob casts "Lightning Bolt" targeting Alice
    Then the action is refused (CR 601.2 or 117.1 or 117.1a)
    When Alice continues casting the spell
    Then Alice's life total is 20
    And Alice has priority

  @ruling:emerge.no-actions-while-casting @cr:601.2 @cr:702.119c @cr:117.3c @card:Decimator_of_the_Provinces
  @card:Grizzly_Bears
  Scenario: When an opponent first gets priority, the creature is already sacrificed and the spell and its trigger are on the stack
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    Then Bob has priority
    And "bears" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"

  @ruling:emerge.no-actions-while-casting @cr:601.2 @cr:702.119c @cr:601.2c @cr:115.4 @cr:115.2 @card:Decimator_of_the_Provinces
  @card:Grizzly_Bears @card:Lightning_Bolt
  Scenario: An opponent can't respond by removing the creature chosen to be sacrificed
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting "bears"
    Then the action is refused (CR 115.4 or 115.2 or 601.2c)
    And "Decimator of the Provinces" is on the stack
    And "Lightning Bolt" is in Bob's hand

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2f @cr:118.7 @card:Decimator_of_the_Provinces
  @card:Goreclaw,_Terror_of_Qal_Sisma
  Scenario: The sacrificed creature's cost reduction still applies: it is on the battlefield as the total cost is determined
    Given the board "emerge/decimator-goreclaw.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "goreclaw"
    Then "Decimator of the Provinces" is on the stack
    And "goreclaw" is in Alice's graveyard
    And Alice paid {G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2f @cr:601.2h @card:Decimator_of_the_Provinces
  @card:Beast_Whisperer
  Scenario: Sacrificing a creature of the same mana value without a cost reduction ability leaves {2} more to pay
    Given the board "emerge/decimator-whisperer-ggg.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "whisperer"
    Then the action is refused (CR 601.2h)
    And "whisperer" is on the battlefield
    And Alice's mana pool is {G}{G}{G}

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2g @cr:601.2h @card:Decimator_of_the_Provinces
  @card:Llanowar_Elves
  Scenario: The creature chosen to be sacrificed can be tapped for mana while the emerge spell is paid for
    Given the board "emerge/decimator-elves.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "elves" and tapping "elves" for mana
    Then "Decimator of the Provinces" is on the stack
    And "elves" is in Alice's graveyard
    And Alice paid {5}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2g @card:Decimator_of_the_Provinces
  @card:Llanowar_Elves
  Scenario: While the emerge spell is being paid for, the creature chosen to be sacrificed is on the battlefield and its mana ability can be activated
    Given the board "emerge/decimator-elves.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "elves", stopping while it is being paid
    Then "elves" is on the battlefield
    When Alice taps "elves" for mana
    Then Alice's mana pool is {C}{C}{C}{C}{C}{G}{G}{G}
    When Alice continues casting the spell
    Then "elves" is in Alice's graveyard
    And Alice paid {5}{G}{G}{G} for the spell
    And Alice's mana pool is empty

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2h @card:Decimator_of_the_Provinces
  @card:Llanowar_Elves
  Scenario: Without the sacrificed creature's mana the same spell is one {G} short and can't be cast
    Given the board "emerge/decimator-elves.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "elves"
    Then the action is refused (CR 601.2h)
    And "elves" is on the battlefield
    And "elves" is untapped
    And Alice's mana pool is {C}{C}{C}{C}{C}{G}{G}

  @ruling:emerge.sacrifice-during-payment @cr:702.119c @cr:601.2h @cr:601.2i @cr:603.2
  @card:Decimator_of_the_Provinces @card:Beast_Whisperer
  Scenario: The sacrificed creature's "whenever you cast" ability doesn't trigger for the emerge spell
    Given the board "emerge/decimator-whisperer.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "whisperer"
    Then "whisperer" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"

  @ruling:emerge.sacrifice-during-payment @cr:601.2i @cr:603.2 @card:Decimator_of_the_Provinces
  @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: A "whenever you cast" creature that stays on the battlefield does trigger for the emerge spell
    Given the board "emerge/decimator-whisperer-bears.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice puts her triggered abilities on the stack in this order: "Decimator of the Provinces", then "Beast Whisperer"
    And all players pass priority 3 times
    Then Alice's hand holds "Island"
    And Alice's library is empty
    And "Decimator of the Provinces" is on the battlefield
