Feature: An ability that triggers when an enchanted permanent leaves the battlefield finds its Aura in the graveyard (CR 400.7f)
  CR 400.7f: "Abilities that trigger when an enchanted permanent leaves the battlefield can find the new object that
  each Aura enchanting that permanent became in its owner's graveyard if it was put into that graveyard at the same
  time the enchanted permanent left the battlefield. It can also find the new object that each Aura enchanting it
  became in its owner's graveyard as a result of being put there as a state-based action for not being attached to
  a permanent." Angelic Destiny: "When enchanted creature dies, return Angelic Destiny to its owner's hand." Once
  the creature has died, the Aura goes to the graveyard as a state-based action (704.5m), a new object (400.7).
  The second scenario decides 400.7 (the exiled Aura is another object, not found); the third, a control, decides
  only that the ability triggers on the event it names (603.2): the creature that died wasn't enchanted. The
  first is also CR 603.6e: an Aura's ability that triggers on the enchanted permanent leaving the battlefield "can
  find the new object the Aura card became in its owner's graveyard after state-based actions have been checked".

  @cr:400.7f @cr:603.6e @card:Angelic_Destiny @card:Grizzly_Bears @card:Ashnod's_Altar
  Scenario: The Grizzly Bears enchanted by Angelic Destiny dies, and the Aura's ability returns it from the graveyard to Alice's hand
    Given the board "rules/400/destiny-bears-altar.json"
    When Alice activates "altar" sacrificing "bears"
    Then "destiny" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Angelic Destiny" controlled by Alice
    When all players pass priority
    Then "destiny" is in Alice's hand
    And "bears" is in Alice's graveyard

  @cr:400.7 @cr:603.6 @cr:603.6c @context:400.7f @card:Angelic_Destiny @card:Grizzly_Bears @card:Ashnod's_Altar @card:Tormod's_Crypt
  Scenario: Exiled by Bob's Tormod's Crypt before the ability resolves, Angelic Destiny isn't found and stays in exile
    Given the board "rules/400/destiny-bears-altar.json"
    When Alice activates "altar" sacrificing "bears"
    And Alice passes priority
    And Bob activates "crypt" targeting Alice
    And all players pass priority
    Then "destiny" is in Alice's exile
    When all players pass priority
    Then "destiny" is in Alice's exile
    And the stack is empty

  @cr:603.2 @context:400.7f @card:Angelic_Destiny @card:Grizzly_Bears @card:Ashnod's_Altar
  Scenario: The other Grizzly Bears, not enchanted, dies: Angelic Destiny's ability doesn't trigger and the Aura stays on the battlefield
    Given the board "rules/400/destiny-bears-altar.json"
    When Alice activates "altar" sacrificing "bears2"
    Then "bears2" is in Alice's graveyard
    And the stack is empty
    And "destiny" is on the battlefield
    And "bears" is 6/6
