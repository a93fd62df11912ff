Feature: Zinnia gives offspring to creature spells only: no offspring cost can be paid for another spell (CR 702.175a, 601.2b)
  CR 702.175a: offspring means "You may pay an additional [cost] as you cast this spell"; an additional cost is
  announced as the spell is cast (601.2b), and only a spell that has it can be cast paying it. Zinnia, Valley's
  Voice: "Creature spells you cast have offspring {2}." Lightning Bolt is an instant.

  @cr:601.2b @cr:702.175a @card:Zinnia,_Valley's_Voice @card:Lightning_Bolt
  Scenario: Alice can't pay an offspring cost for Lightning Bolt, an instant spell; she casts it without one
    Given the board "rules/400/zinnia-bears-bolts.json"
    When Alice casts "alices-bolt" targeting Bob, paying its offspring cost
    Then the action is refused (CR 601.2b)
    And the game is as it was before the action
    When Alice casts "alices-bolt" targeting Bob
    Then Alice paid {R} for the spell

  @cr:601.2b @cr:702.175a @card:Zinnia,_Valley's_Voice @card:Grizzly_Bears
  Scenario: Control: Alice pays the offspring cost Zinnia gives her Grizzly Bears, a creature spell
    Given the board "rules/400/zinnia-bears-bolts.json"
    When Alice casts "bears", paying its offspring cost
    Then Alice paid {3}{G} for the spell
