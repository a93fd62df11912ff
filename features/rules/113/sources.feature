Feature: The source of an ability on the stack, and an ability independent of its source (CR 113.7, 113.7a, 113.8)
  CR 113.7: "The source of an activated ability on the stack is the object whose ability was activated. The source
  of a triggered ability ... is the object whose ability triggered", not the object whose event made it trigger.
  CR 113.8: the controller of a triggered ability on the stack "is the player who controlled the ability's source
  when it triggered". CR 113.7a: "Once activated or triggered, an ability exists on the stack independently of its
  source. Destruction or removal of the source after that time won't affect the ability." Prodigal Pyromancer reads
  "{T}: This creature deals 1 damage to any target."; Freyalise's Winds "Whenever a permanent becomes tapped, put a
  wind counter on it."

  @cr:113.7a @card:Prodigal_Pyromancer @card:Lightning_Bolt
  Scenario: Prodigal Pyromancer's ability still deals its 1 damage to Bob after Prodigal Pyromancer is destroyed in response
    Given the board "rules/113/pyromancer-bolt-mountain.json"
    When Alice activates "pyromancer" targeting Bob
    And Alice casts "bolt" targeting "pyromancer" tapping "mountain" for mana
    Then the stack is, from the top: "Lightning Bolt", then an activated ability of "Prodigal Pyromancer" controlled by Alice
    When all players pass priority
    Then "pyromancer" is in Alice's graveyard
    And the stack is, from the top: an activated ability of "Prodigal Pyromancer" controlled by Alice
    When all players pass priority
    Then Bob's life total is 19
    And the stack is empty

  @cr:113.7 @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: Casting Grizzly Bears triggers Beast Whisperer: the source of the trigger is Beast Whisperer, not the spell
    Given the board "rules/113/whisperer-bears.json"
    When Alice casts "bears" tapping "forest-1" and "forest-2" for mana
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"

  @cr:113.7 @cr:113.8 @card:Freyalise's_Winds @card:Forest
  Scenario: Bob taps his Forest for mana: the trigger's source is Alice's Freyalise's Winds, and Alice controls it, not Bob
    Given the board "rules/113/winds-alice-forest-bob.json"
    When Alice passes priority
    And Bob taps "bob-forest" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds" controlled by Alice
    When all players pass priority
    Then "bob-forest" has 1 wind counter
    And the stack is empty
