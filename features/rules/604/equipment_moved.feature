Feature: An Equipment moved to another creature modifies the new one only (CR 604.4)
  CR 604.4: an Equipment's static ability modifies the object it is attached to without targeting it; "If an Aura,
  Equipment, or Fortification is moved to a different object, the ability stops applying to the original object and
  starts modifying the new one." Bonesplitter reads "Equipped creature gets +2/+0. Equip {1}" (equip: "{1}: Attach
  to target creature you control. Equip only as a sorcery.", 702.6a).

  @cr:604.4 @context:702.6a @card:Bonesplitter @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Alice moves Bonesplitter from Grizzly Bears to Llanowar Elves: the Elves are 3/1, the Bears 2/2 again
    Given the board "rules/604/bonesplitter-bears-elves.json"
    Then "bears" is 4/2
    When Alice activates "bonesplitter" targeting "elves"
    And all players pass priority
    Then "elves" is 3/1
    And "bears" is 2/2

  @cr:604.4 @context:702.6a @card:Bonesplitter @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Alice moves Bonesplitter to Llanowar Elves and back to Grizzly Bears: the Bears are 4/2, the Elves 1/1 again
    Given the board "rules/604/bonesplitter-bears-elves.json"
    When Alice activates "bonesplitter" targeting "elves"
    And all players pass priority
    Then "elves" is 3/1
    When Alice activates "bonesplitter" targeting "bears"
    And all players pass priority
    Then "bears" is 4/2
    And "elves" is 1/1
    And Alice's mana pool is empty

  @cr:604.4 @card:Bonesplitter @card:Grizzly_Bears @card:Llanowar_Elves
  Scenario: Control: while Bonesplitter stays on Grizzly Bears, they are 4/2 and Llanowar Elves 1/1
    Given the board "rules/604/bonesplitter-bears-elves.json"
    Then "bears" is 4/2
    And "elves" is 1/1
