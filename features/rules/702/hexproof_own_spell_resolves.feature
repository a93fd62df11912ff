Feature: Hexproof doesn't stop its controller's own spell as it resolves (CR 702.11b, 608.2b)
  CR 702.11b: hexproof on a permanent means "This permanent can't be the target of spells or abilities your
  opponents control." CR 608.2b: as a spell resolves, a target is checked again; it is still legal for its
  controller's own spell. Illusion Spinners: "This creature has hexproof as long as it's untapped." Forked Bolt
  deals 2 damage divided as its caster chooses among one or two targets.

  @cr:702.11b @cr:608.2b @cr:704.5g @card:Illusion_Spinners @card:Forked_Bolt
  Scenario: Alice's Forked Bolt, divided between Bob and her own hexproof Illusion Spinners with 2 damage, deals it 1 more and it dies
    Given the board "rules/608/forked-bolt-spinners.json"
    When Alice casts "bolt" targeting Bob and "spinners", dividing 1 and 1
    And all players pass priority
    Then Bob's life total is 19
    And "spinners" is in Alice's graveyard
