Feature: An ability that triggers on a zone change finds the new object in the public zone it moved to (CR 400.7, 400.7e)
  CR 400.7e: "Abilities that trigger when an object moves from one zone to another (for example, 'When this Aura
  is put into a graveyard from the battlefield') can find the new object that it became in the zone it moved to
  when the ability triggered, if that zone is a public zone." Young Wolf has undying: "When this creature dies,
  if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter
  on it." (702.93a) The card in the graveyard is a new object (400.7), yet the ability finds it there.

  @cr:400.7e @cr:702.93a @cr:603.10a @card:Young_Wolf @card:Ashnod's_Altar
  Scenario: Young Wolf sacrificed without counters dies, and its undying ability returns the card from the graveyard
    Given the board "rules/400/altar-young-wolf.json"
    When Alice activates "altar" sacrificing "wolf"
    Then "wolf" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf"
    When all players pass priority
    Then "wolf" is on the battlefield
    And "wolf" has 1 +1/+1 counter
    And "wolf" is 2/2
    And Alice's graveyard is empty

  @cr:400.7e @cr:702.93a @card:Young_Wolf @card:Ashnod's_Altar
  Scenario: The undying ability finds Bob's Young Wolf in Bob's graveyard and returns it under Bob's control
    Given the board "rules/400/altar-bobs-young-wolf.json"
    When Alice activates "altar" sacrificing "wolf"
    Then "wolf" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Young Wolf" controlled by Alice
    When all players pass priority
    Then Bob's battlefield holds "Young Wolf"
    And Bob's graveyard is empty

  @cr:702.93a @cr:603.4 @card:Young_Wolf @card:Ashnod's_Altar
  Scenario: Young Wolf with a +1/+1 counter dies and stays in the graveyard: the undying ability doesn't trigger
    Given the board "rules/400/altar-young-wolf-with-counter.json"
    When Alice activates "altar" sacrificing "wolf"
    Then "wolf" is in Alice's graveyard
    And the stack is empty
