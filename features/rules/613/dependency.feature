Feature: An effect that removes a lord's abilities applies before the lord's own effect, which depends on it (CR 613.8, 613.8a, 613.8b)
  CR 613.8: "Within a layer or sublayer, determining which order effects are applied in is sometimes done using a
  dependency system. If a dependency exists, it will override the timestamp system." CR 613.8a: an effect depends
  on another if they apply in the same layer and applying the other "would change the text or the existence of
  the first effect", neither being from a characteristic-defining ability. CR 613.8b: "An effect dependent on one
  or more other effects waits to apply until just after all of those effects have been applied." Lord of
  Atlantis: "Other Merfolk get +1/+1 and have islandwalk." Turn to Frog: "Until end of turn, target creature
  loses all abilities and becomes a blue Frog with base power and toughness 1/1." Both apply in layer 6; Turn to
  Frog on the Lord removes the ability that generates the Lord's effect, so it applies first, though it is later,
  and the Lord's effect no longer exists: in no layer does it apply (613.6). Vohar, Vodalian Desecrator is a 1/2
  Merfolk.

  @cr:613.8 @cr:613.8a @cr:613.8b @card:Lord_of_Atlantis @card:Turn_to_Frog @card:Vohar,_Vodalian_Desecrator
  Scenario: Turn to Frog on Lord of Atlantis: Vohar loses the +1/+1 and islandwalk the Lord gave it, though the Lord's effect is earlier
    Given the board "rules/613/lord-vohar-frog.json"
    When Alice casts "frog" targeting "lord"
    And all players pass priority
    Then "lord" is 1/1
    And "vohar" is 1/2
    And "vohar" does not have islandwalk

  @cr:613.8 @card:Lord_of_Atlantis @card:Vohar,_Vodalian_Desecrator
  Scenario: Control: with its abilities, Lord of Atlantis makes Vohar a 2/3 with islandwalk
    Given the board "rules/613/lord-vohar-frog.json"
    Then "vohar" is 2/3
    And "vohar" has islandwalk
    And "lord" is 2/2

  @context:613.8a @cr:613.1d @card:Lord_of_Atlantis @card:Turn_to_Frog @card:Vohar,_Vodalian_Desecrator
  Scenario: Turn to Frog on Vohar: it is a Frog, no longer a Merfolk, so the Lord, which keeps its abilities, gives it nothing: Vohar is 1/1 without islandwalk
    Given the board "rules/613/lord-vohar-frog.json"
    When Alice casts "frog" targeting "vohar"
    And all players pass priority
    Then "vohar" is 1/1
    And "vohar" does not have islandwalk
    And "lord" is 2/2

  @cr:613.8 @cr:613.8b @card:Lord_of_Atlantis @card:Turn_to_Frog @card:Emry,_Lurker_of_the_Loch
  Scenario: Bob's Turn to Frog on Alice's Lord of Atlantis: Bob's Emry, a Merfolk the Lord gave +1/+1 and islandwalk, loses them
    Given the board "rules/613/lord-bob-emry-frog.json"
    Then "emry" is 2/3
    And "emry" has islandwalk
    When Bob casts "frog" targeting "lord"
    And all players pass priority
    Then "lord" is 1/1
    And "emry" is 1/2
    And "emry" does not have islandwalk
