Feature: An Aura attached to an object its enchant ability doesn't allow is put into its owner's graveyard (CR 704.5m)
  CR 704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an object or player,
  that Aura is put into its owner's graveyard." Angelic Destiny has "Enchant creature" (702.5a): it can be attached
  only to a creature permanent; a card in a graveyard is no permanent (110.1).

  @cr:704.5m @card:Angelic_Destiny @card:Forest
  Scenario: Angelic Destiny attached to a Forest, which is no creature, is put into Alice's graveyard at the next check
    Given the board "rules/704/destiny-on-forest.json"
    When Alice passes priority
    Then "destiny" is in Alice's graveyard
    And Alice's battlefield holds "Forest"

  @cr:704.5m @card:Angelic_Destiny @card:Grizzly_Bears
  Scenario: Angelic Destiny attached to the Grizzly Bears card in Alice's graveyard, no permanent, is put into her graveyard at the next check
    Given the board "rules/704/destiny-on-bears-in-graveyard.json"
    When Alice passes priority
    Then "destiny" is in Alice's graveyard
    And Alice's battlefield is empty

  @cr:704.5m @card:Angelic_Destiny @card:Grizzly_Bears
  Scenario: Control: Angelic Destiny attached to Grizzly Bears, a creature, stays on the battlefield
    Given the board "rules/704/destiny-on-bears.json"
    When Alice passes priority
    Then Bob has priority
    And "destiny" is on the battlefield
