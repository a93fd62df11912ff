Feature: An Equipment attached to an illegal permanent becomes unattached and stays on the battlefield (CR 704.5n)
  CR 704.5n: "If an Equipment or Fortification is attached to an illegal permanent or to a player, it becomes
  unattached from that permanent or player. It remains on the battlefield." CR 301.5c: "An Equipment that's also a
  creature can't equip a creature unless that Equipment has reconfigure." Bonesplitter: "Equipped creature gets
  +2/+0. Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)" Karn's Touch: "Target
  noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end
  of turn." Mutavault: "{1}: Until end of turn, Mutavault becomes a 2/2 creature with all creature types. It's still
  a land."; the effect ends in the cleanup step (514.2), and a land that isn't a creature is no legal permanent for
  an Equipment to equip (301.5). CR 704.5p: "If a battle or creature is attached to an object or player, it becomes
  unattached and remains on the battlefield."

  @cr:704.5n @cr:704.5p @context:301.5c @card:Bonesplitter @card:Karn's_Touch @card:Grizzly_Bears
  Scenario: Karn's Touch makes Bonesplitter, equipping Grizzly Bears, a 1/1 artifact creature: it becomes unattached and stays on the battlefield
    Given the board "rules/704/bonesplitter-on-bears-karns-touch.json"
    Then "bears" is 4/2
    When Alice casts "touch" targeting "bonesplitter"
    And all players pass priority
    Then "bonesplitter" is on the battlefield
    And "bonesplitter" is 1/1
    And "bears" is 2/2
    And Alice's graveyard holds "Karn's Touch"

  @cr:704.5p @context:301.5c @card:Bonesplitter @card:Karn's_Touch @card:Ornithopter
  Scenario: Karn's Touch makes Bonesplitter, equipping Ornithopter, a 1/1 artifact creature: a creature attached to a creature, it becomes unattached
    Given the board "rules/704/bonesplitter-on-ornithopter-karns-touch.json"
    Then "ornithopter" is 2/2
    When Alice casts "touch" targeting "bonesplitter"
    And all players pass priority
    Then "bonesplitter" is 1/1
    And "ornithopter" is 0/2
    And "bonesplitter" is on the battlefield

  @cr:704.5n @card:Bonesplitter @card:Mutavault @card:Plains
  Scenario: Bonesplitter equips Mutavault made a creature; once Mutavault stops being a creature it becomes unattached, and Mutavault made a creature again is 2/2
    Given the board "rules/704/mutavault-bonesplitter.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    And Alice activates "bonesplitter" targeting "mutavault", paying with {C}
    And all players pass priority
    Then "mutavault" is 4/2
    When the game advances to the next turn
    And the game advances to the next turn
    Then it is turn 6 of Alice, in the precombat_main step
    And "bonesplitter" is on the battlefield
    When Alice taps "plains" for mana
    And Alice activates ability 2 of "mutavault", paying with {W}
    And all players pass priority
    Then "mutavault" is 2/2

  @cr:601.2a @context:704.5n @card:Bonesplitter @card:Karn's_Touch @card:Grizzly_Bears
  Scenario: Control: while Karn's Touch is on the stack, Bonesplitter, no creature yet, still equips Grizzly Bears, 4/2
    Given the board "rules/704/bonesplitter-on-bears-karns-touch.json"
    When Alice casts "touch" targeting "bonesplitter"
    Then the stack is, from the top: "Karn's Touch"
    And "bears" is 4/2
    And "bonesplitter" is on the battlefield
