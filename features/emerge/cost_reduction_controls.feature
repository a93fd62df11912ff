@mechanic:emerge
Feature: Goreclaw's cost reduction applies to what it names only (CR 601.2f, 118.7): the controls
  Ruling: "The creature chosen to be sacrificed is still on the battlefield as the cost of the emerge spell is
  determined and as you activate mana abilities to cast the emerge spell. Its abilities may affect the spell's
  cost, be activated to generate mana, and so on."
  Goreclaw, Terror of Qal Sisma reads "Creature spells you cast with power 4 or greater cost {2} less to cast."
  Its reduction applies while the total cost is determined (601.2f), to the spells it names only.

  @ruling:emerge.sacrifice-during-payment @cr:601.2f @cr:118.7 @card:Goreclaw,_Terror_of_Qal_Sisma
  @card:Shivan_Dragon
  Scenario: A creature spell with power 4 or greater that Goreclaw's controller casts costs {2} less
    Given the board "emerge/goreclaw-bears.json"
    When Alice casts "dragon"
    Then Alice paid {2}{R}{R} for the spell

  @ruling:emerge.sacrifice-during-payment @cr:601.2f @cr:118.7 @card:Goreclaw,_Terror_of_Qal_Sisma
  @card:Grizzly_Bears
  Scenario: A creature spell with power less than 4 costs its full mana cost
    Given the board "emerge/goreclaw-bears.json"
    When Alice casts "bears"
    Then Alice paid {1}{G} for the spell

  @ruling:emerge.sacrifice-during-payment @cr:601.2f @cr:118.7 @card:Goreclaw,_Terror_of_Qal_Sisma
  @card:Shivan_Dragon
  Scenario: An opponent's creature spell costs its full mana cost
    Given the board "emerge/goreclaw-bob-dragon.json"
    When Bob casts "dragon"
    Then Bob paid {4}{R}{R} for the spell
    And Bob's mana pool is empty
