Feature: The source of an ability on the stack (CR 113.7)
  The source of an activated ability on the stack is the object whose ability was activated; the source of a
  triggered ability is the object whose ability triggered, not the object that made it trigger.

  @cr:113.7 @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer's activated ability on the stack has Prodigal Pyromancer as its source
    Given the board "rules/605/pyromancer-elves.json"
    When Alice activates "pyromancer" targeting Bob
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer" controlled by Alice
    And "pyromancer" is tapped

  @cr:113.7 @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: Casting Grizzly Bears triggers Beast Whisperer: the source of the trigger is Beast Whisperer, not the spell
    Given the board "rules/113/whisperer-bears.json"
    When Alice casts "bears" tapping "forest-1" and "forest-2" for mana
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"

  @cr:113.7 @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: Beast Whisperer's triggered ability resolves for its source's controller: Alice draws
    Given the board "rules/113/whisperer-bears.json"
    When Alice casts "bears" tapping "forest-1" and "forest-2" for mana
    And all players pass priority
    Then Alice's hand holds "Island"
    And the stack is, from the top: "Grizzly Bears"
