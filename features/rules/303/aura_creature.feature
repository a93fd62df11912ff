Feature: An Aura that is also a creature can't enchant anything; an Aura on a creature it may enchant stays (CR 303.4d, 704.5m)
  CR 303.4d: "An Aura that's also a creature can't enchant anything. If this occurs somehow, the Aura becomes
  unattached, then is put into its owner's graveyard. (These are state-based actions.)" It is the Aura that must not
  be a creature: an Aura attached to a permanent that becomes a creature stays as long as its enchant ability allows
  that permanent (702.5a, 303.4c). Overgrowth reads "Enchant land"; Mutavault "{1}: This land becomes a 2/2 creature
  with all creature types until end of turn. It's still a land."

  An Aura made a creature comes from real cards, not from a board holding one already attached while a player holds
  priority, which no game reaches (117.5). Liquimetal Coating reads "{T}: Target permanent becomes an artifact in
  addition to its other types until end of turn."; Karn's Touch "Target noncreature artifact becomes an artifact
  creature with power and toughness each equal to its mana value until end of turn." Overgrowth, made an artifact,
  then a 3/3 artifact creature (its mana value is 3, so toughness doesn't kill it, 704.5f), stays attached to a land
  its enchant ability allows, yet it is put into the graveyard: because it is a creature. It is still an Aura: "Some
  effects state that an object becomes an 'artifact creature'; these effects also allow the object to retain all of
  its prior card types and subtypes" (205.1b), so Karn's Touch leaves it an enchantment with the subtype Aura.

  It is no matter what the Aura enchants: Angelic Destiny reads "Enchant creature / Enchanted creature gets +4/+4, has
  flying and first strike, and is an Angel in addition to its other types. / When enchanted creature dies, return
  Angelic Destiny to its owner's hand." Made a 4/4 artifact creature, it can't enchant the creature its enchant
  ability allows either: it becomes unattached and is put into its owner's graveyard, the creature it left loses its
  bonus, and, that creature not having died, nothing returns the Destiny to its owner's hand.

  @cr:303.4d @card:Overgrowth @card:Mutavault
  Scenario: Mutavault, enchanted by Overgrowth, becomes a 2/2 creature: Overgrowth, no creature itself, stays attached
    Given the board "rules/303/overgrowth-on-mutavault.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    Then "mutavault" is 2/2
    And "overgrowth" is on the battlefield
    When Alice taps "mutavault" for mana
    Then Alice's mana pool is {C}{G}{G}

  @cr:303.4d @cr:704.5m @card:Overgrowth @card:Liquimetal_Coating @card:Karn's_Touch @card:Forest
  Scenario: Overgrowth, made an artifact by Liquimetal Coating, then a 3/3 artifact creature by Karn's Touch, is put into Alice's graveyard
    Given the board "rules/303/overgrowth-coating-karns-touch.json"
    When Alice activates "coating" targeting "overgrowth"
    And all players pass priority
    And Alice casts "touch" targeting "overgrowth"
    And all players pass priority
    Then "overgrowth" is in Alice's graveyard
    And "forest" is on the battlefield
    And "touch" is in Alice's graveyard

  @cr:303.4d @card:Overgrowth @card:Liquimetal_Coating @card:Forest
  Scenario: Control: Overgrowth made an artifact, but no creature, stays attached to the Forest
    Given the board "rules/303/overgrowth-coating-karns-touch.json"
    When Alice activates "coating" targeting "overgrowth"
    And all players pass priority
    Then "overgrowth" is on the battlefield
    When Alice taps "forest" for mana
    Then Alice's mana pool is {U}{U}{G}{G}{G}

  @cr:303.4d @context:704.5m @card:Angelic_Destiny @card:Liquimetal_Coating @card:Karn's_Touch @card:Grizzly_Bears
  Scenario: Alice makes Bob's Angelic Destiny a 4/4 artifact creature: it can't enchant his Grizzly Bears, though its enchant ability allows a creature, and goes to his graveyard without the Bears dying
    Given the board "rules/303/coating-touch-bobs-destiny-on-bears.json"
    Then "bears" is 6/6
    When Alice activates "coating" targeting "destiny"
    And all players pass priority
    Then "bears" is 6/6
    When Alice casts "touch" targeting "destiny"
    And all players pass priority
    Then "destiny" is in Bob's graveyard
    And "bears" is on the battlefield
    And "bears" is 2/2
    And "bears" does not have flying
    And the stack is empty
    And Bob's hand is empty
