@mechanic:cost-determination
Feature: The Thopter tokens a dying Hangarback Walker creates are artifacts that reduce Emry's cost (CR 601.2f, 608.2h, 111.2)
  Emry, Lurker of the Loch costs {2}{U} and reads "This spell costs {1} less to cast for each artifact
  you control."
  Ruling: "The cost reduction ability reduces only the generic mana in Emry's cost. The colored mana
  must still be paid."
  Hangarback Walker: "When this creature dies, create a 1/1 colorless Thopter artifact creature token with
  flying for each +1/+1 counter on this creature." The trigger counts the counters Hangarback Walker had as
  it last existed on the battlefield (608.2h). Each token is an artifact, as the effect that created it
  defined (111.3), and it enters under the control of the player who created it (111.2): the controller of
  the trigger, who controlled Hangarback Walker when it died (603.3a).

  @ruling:cost-determination.generic-reduction-only @cr:601.2f @cr:608.2h @cr:111.2 @cr:111.3
  @card:Emry,_Lurker_of_the_Loch @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Hangarback Walker dies with one +1/+1 counter: its one Thopter reduces Emry's cost to {1}{U}
    Given the board "cost_determination/emry-hangarback-pyromancer.json"
    When Alice activates "pyromancer" targeting "hangarback"
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    And Alice casts "emry" tapping "island#1" and "island#2" for mana
    Then Alice paid {1}{U} for the spell
    And "emry" is on the stack
    And Alice's mana pool is empty

  @ruling:cost-determination.generic-reduction-only @cr:601.2f @cr:118.7a @cr:608.2h @cr:111.3
  @card:Emry,_Lurker_of_the_Loch @card:Hangarback_Walker @card:Lightning_Bolt
  Scenario: Hangarback Walker dies with two +1/+1 counters: its two Thopters leave only {U} to pay for Emry
    Given the board "cost_determination/emry-hangarback-two-counters-bolt.json"
    When Alice casts "bolt" targeting "hangarback" tapping "mountain" for mana
    And all players pass priority
    Then "hangarback" is in Alice's graveyard
    When all players pass priority
    And Alice casts "emry" tapping "island" for mana
    Then Alice paid {U} for the spell
    And "emry" is on the stack
    And Alice's mana pool is empty

  @ruling:cost-determination.generic-reduction-only @cr:601.2f @cr:603.3a @cr:111.2
  @card:Emry,_Lurker_of_the_Loch @card:Hangarback_Walker @card:Prodigal_Pyromancer
  Scenario: Bob's Hangarback Walker dies to Alice's Pyromancer: the Thopter is Bob's and doesn't reduce Emry's cost
    Given the board "cost_determination/emry-bobs-hangarback-pyromancer.json"
    When Alice activates "pyromancer" targeting "hangarback"
    And all players pass priority
    Then "hangarback" is in Bob's graveyard
    And the stack is, from the top: a triggered ability of "Hangarback Walker"
    When all players pass priority
    Then the stack is empty
    When Alice casts "emry" tapping "island#1", "island#2" and "island#3" for mana
    Then Alice paid {2}{U} for the spell
    And Alice's mana pool is empty
