Feature: Once combat damage is dealt, the active player gets priority in the combat damage step (CR 510.3)
  CR 510.3: "Third, the active player gets priority." The combat damage step doesn't end as soon as damage is dealt:
  players may cast spells in it before it ends. The control: once both players pass in it, the game goes on to the
  end of combat step.

  @cr:510.3 @card:Watchwolf
  Scenario: Once unblocked Watchwolf's damage is dealt, Alice holds priority in the combat damage step
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    Then Bob's life total is 17
    And it is turn 3 of Alice, in the combat_damage step
    And Alice has priority

  @cr:510.3 @card:Watchwolf @card:Lightning_Bolt
  Scenario: After Watchwolf's combat damage, Alice casts Lightning Bolt at Bob in the combat damage step
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    And Alice casts "bolt" targeting Bob, tapping "mountain" for mana
    And all players pass priority
    Then Bob's life total is 14
    And it is turn 3 of Alice, in the combat_damage step

  @cr:510.3 @card:Watchwolf
  Scenario: Control: when both players pass in the combat damage step, the end of combat step begins
    Given the board "rules/510/trample.json"
    When Alice attacks Bob with "wolf"
    And the game advances to declare_blockers
    And Bob declares no blockers
    And the game advances to combat_damage
    And Alice passes priority
    And Bob passes priority
    Then the combat step is end_of_combat
    And Bob's life total is 17
