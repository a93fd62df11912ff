Feature: A permanent with hexproof can't be the target of its controller's opponents' spells (CR 702.11b)
  CR 702.11b: "'Hexproof' on a permanent means 'This permanent can't be the target of spells or abilities your
  opponents control.'" A target is chosen among appropriate objects (601.2c): hexproof is what makes the Spinners no
  appropriate target of Bob's spell, and an engine may name either rule. Illusion Spinners reads "Flying. This
  creature has hexproof as long as it's untapped."

  @cr:702.11b @context:601.2c @card:Illusion_Spinners @card:Lightning_Bolt
  Scenario: Bob can't target Alice's untapped Illusion Spinners with Lightning Bolt, only another target
    Given the board "rules/702/spinners-bolts.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting "untapped-spinners"
    Then the action is refused (CR 702.11b or 601.2c)
    When Bob casts "bob-bolt" targeting Alice
    And all players pass priority
    Then Alice's life total is 17

  @cr:702.11b @card:Illusion_Spinners @card:Lightning_Bolt
  Scenario: Hexproof doesn't stop its controller: Alice's Lightning Bolt targets her untapped Illusion Spinners and destroys it
    Given the board "rules/702/spinners-bolts.json"
    When Alice casts "alice-bolt" targeting "untapped-spinners"
    And all players pass priority
    Then "untapped-spinners" is in Alice's graveyard

  @cr:702.11b @card:Illusion_Spinners @card:Lightning_Bolt
  Scenario: Tapped, Illusion Spinners has no hexproof: Bob's Lightning Bolt targets it and destroys it
    Given the board "rules/702/spinners-bolts.json"
    When Alice passes priority
    And Bob casts "bob-bolt" targeting "tapped-spinners"
    And all players pass priority
    Then "tapped-spinners" is in Alice's graveyard
