Feature: Lethal damage destroys a creature; toughness 0 puts it into the graveyard (CR 704.5g, 704.5f, 702.12b)
  CR 704.5g: a creature with toughness greater than 0 and damage marked on it at least its toughness "has been dealt
  lethal damage and is destroyed." CR 702.12b: "A permanent with indestructible can't be destroyed. Such permanents
  aren't destroyed by lethal damage." CR 704.5f: "If a creature has toughness 0 or less, it's put into its owner's
  graveyard." Knight of Autumn: "When Knight of Autumn enters, choose one — ... • Destroy target artifact or
  enchantment. ..."; Angelic Destiny: "Enchanted creature gets +4/+4 ...". Shatter: "Destroy target artifact.";
  Scar: "Put a -1/-1 counter on target creature." Indestructible stops destroying, by an effect or by
  lethal damage, and nothing else: a creature whose toughness is 0 or less isn't destroyed, it is put into its
  owner's graveyard, indestructible or not.

  @cr:704.5g @cr:702.12b @card:Prodigal_Pyromancer
  Scenario: An indestructible 1/1 dealt 1 damage is not destroyed
    Given the board "rules/704/indestructible-golem.json"
    When Alice activates "pyromancer" targeting "golem"
    Then the stack is, from the top: an activated ability of "Prodigal Pyromancer"
    When all players pass priority
    Then the stack is empty
    And "golem" is on the battlefield

  @cr:704.5g @card:Prodigal_Pyromancer
  Scenario: Control: a 1/1 without indestructible dealt 1 damage is destroyed
    Given the board "rules/704/golem.json"
    When Alice activates "pyromancer" targeting "golem"
    And all players pass priority
    Then Bob's battlefield is empty

  @cr:704.5f @cr:702.12b @context:700.2 @card:Knight_of_Autumn @card:Angelic_Destiny
  Scenario: Control: an indestructible Golem left with toughness 0 once Knight of Autumn destroys the Angelic Destiny on it is still put into the graveyard
    Given the board "rules/704/knight-destiny-on-indestructible-golem.json"
    Then "golem" is 4/4
    When Alice casts "knight"
    And all players pass priority
    And Alice announces mode 2
    And Alice chooses "destiny"
    And all players pass priority
    Then "destiny" is in Bob's graveyard
    And Bob's battlefield is empty
    And the stack is empty

  @cr:702.12b @cr:704.5f @card:Shatter @card:Scar
  Scenario: Shatter can't destroy Bob's indestructible 1/1 Golem, but Scar's -1/-1 counter leaves it with toughness 0 and it is put into the graveyard
    Given the board "rules/704/shatter-scar-indestructible-golem.json"
    When Alice casts "shatter" targeting "golem"
    And all players pass priority
    Then "shatter" is in Alice's graveyard
    And "golem" is on the battlefield
    And "golem" is 1/1
    When Alice casts "scar" targeting "golem"
    And all players pass priority
    Then "scar" is in Alice's graveyard
    And Bob's battlefield is empty
    And the stack is empty
