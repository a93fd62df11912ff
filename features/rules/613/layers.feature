Feature: An ability-adding effect applies to what the type-changing layer made a creature (CR 613.1d, 613.1f)
  CR 613.1: effects apply in layers; type-changing effects (613.1d, layer 4) before ability-adding ones (613.1f,
  layer 6). "Creatures you control have haste" sees a land that became a creature as a creature.

  @cr:613.1 @cr:613.1d @cr:613.1f @card:Mutavault @card:Fervor
  Scenario: While the ability that animates Mutavault is on the stack, it is no creature and has no haste from Fervor; once it resolves, the creature it became has haste
    Given the board "tap_untap/mutavault-new-fervor.json"
    When Alice activates ability 2 of "mutavault"
    Then the stack is, from the top: an activated ability of "Mutavault"
    And "mutavault" does not have haste
    When all players pass priority
    Then "mutavault" has haste
