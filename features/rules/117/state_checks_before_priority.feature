Feature: State-based actions are dealt with before a player receives priority after casting a spell or activating an ability (CR 117.2d)
  CR 117.2d: "State-based actions happen automatically when certain conditions are met. See rule 704. They're dealt
  with before a player would receive priority." A player who casts a spell or activates an ability receives priority
  afterward (117.3c), so a creature sacrificed as a cost leaves its Aura attached to nothing, and that Aura is put into
  its owner's graveyard (704.5m) before the player receives priority, with no spell or ability resolving. Dryad Arbor
  is a 1/1 land creature; Overgrowth has "Enchant land". Bone Splinters: "As an additional cost to cast this spell,
  sacrifice a creature. Destroy target creature." Ashnod's Altar: "Sacrifice a creature: Add {C}{C}."

  @cr:117.2d @context:704.5m @context:117.3c @card:Bone_Splinters @card:Dryad_Arbor @card:Overgrowth
  Scenario: Alice sacrifices the Dryad Arbor Overgrowth enchants to cast Bone Splinters: Overgrowth goes to her graveyard before she receives priority, with Bone Splinters still on the stack
    Given the board "rules/117/arbor-overgrowth-altar-splinters.json"
    When Alice casts "splinters" sacrificing "arbor", targeting "bob-bears"
    Then "arbor" is in Alice's graveyard
    And "overgrowth" is in Alice's graveyard
    And the stack is, from the top: "Bone Splinters" controlled by Alice
    And Alice has priority

  @cr:117.2d @context:704.5m @context:117.3c @context:605.3b @card:Ashnod's_Altar @card:Dryad_Arbor @card:Overgrowth
  Scenario: Alice sacrifices the Dryad Arbor Overgrowth enchants to Ashnod's Altar for mana: Overgrowth goes to her graveyard before she has priority again
    Given the board "rules/117/arbor-overgrowth-altar-splinters.json"
    When Alice activates "altar" sacrificing "arbor"
    Then Alice's mana pool is {B}{C}{C}
    And "overgrowth" is in Alice's graveyard
    And the stack is empty
    And Alice has priority

  @cr:117.2d @context:704.5m @card:Bone_Splinters @card:Dryad_Arbor @card:Overgrowth @card:Grizzly_Bears
  Scenario: Control: Alice sacrifices her Grizzly Bears to cast Bone Splinters, and Overgrowth, still attached to the Dryad Arbor, stays
    Given the board "rules/117/arbor-overgrowth-altar-splinters.json"
    When Alice casts "splinters" sacrificing "bears", targeting "bob-bears"
    Then "bears" is in Alice's graveyard
    And "overgrowth" is on the battlefield
    And the stack is, from the top: "Bone Splinters" controlled by Alice
    And Alice has priority
