Feature: An alternative cost an effect offers for some spells is available only for those spells (CR 118.9)
  CR 118.9: "An alternative cost is a cost listed in a spell's text, or applied to it from another effect, that its
  controller may pay rather than paying the spell's mana cost." Rooftop Storm: "You may pay {0} rather than pay the
  mana cost for Zombie creature spells you cast." Walking Corpse is a Zombie creature; Grizzly Bears is a Bear.

  @cr:118.9 @card:Rooftop_Storm @card:Walking_Corpse
  Scenario: Alice casts Walking Corpse, a Zombie creature spell, for Rooftop Storm's {0}
    Given the board "rules/118/rooftop-storm-corpse-bears.json"
    When Alice casts "corpse" using the alternative cost of "Rooftop Storm"
    Then Alice paid {0} for the spell
    And the stack is, from the top: "Walking Corpse" controlled by Alice
    And Alice's mana pool is {G}{C}

  @cr:118.9 @card:Rooftop_Storm @card:Grizzly_Bears
  Scenario: Grizzly Bears is no Zombie: Rooftop Storm's {0} isn't offered for it, and Alice pays its mana cost {1}{G}
    Given the board "rules/118/rooftop-storm-corpse-bears.json"
    When Alice casts "bears" using the alternative cost of "Rooftop Storm"
    Then the action is refused (CR 118.9)
    And "bears" is in Alice's hand
    When Alice casts "bears"
    Then Alice paid {1}{G} for the spell
