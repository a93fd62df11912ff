Feature: An Aura that is also a creature can't enchant anything; an Aura on a creature it may enchant stays (CR 303.4d)
  CR 303.4d: "An Aura that's also a creature can't enchant anything. If this occurs somehow, the Aura becomes
  unattached, then is put into its owner's graveyard. (These are state-based actions.)" It is the Aura that must not
  be a creature: an Aura attached to a permanent that becomes a creature stays as long as its enchant ability allows
  that permanent (702.5a, 303.4c). Overgrowth reads "Enchant land"; Mutavault "{1}: This land becomes a 2/2 creature
  with all creature types until end of turn. It's still a land."

  The case of an Aura that becomes a creature isn't here: the catalog has no card that makes an Aura a creature (a
  real case is Mycosynth Lattice with March of the Machines), and a board holding one already attached, with a player
  holding priority, is one no game reaches (117.5: the state-based action would already have been performed).

  @cr:303.4d @card:Overgrowth @card:Mutavault
  Scenario: Mutavault, enchanted by Overgrowth, becomes a 2/2 creature: Overgrowth, no creature itself, stays attached
    Given the board "rules/303/overgrowth-on-mutavault.json"
    When Alice activates ability 2 of "mutavault", paying with {C}
    And all players pass priority
    Then "mutavault" is 2/2
    And "overgrowth" is on the battlefield
    When Alice taps "mutavault" for mana
    Then Alice's mana pool is {C}{G}{G}
