Feature: Magical Hack changes the land type of a landwalk keyword in an object's own text, not in an ability another effect grants it (CR 612.1, 612.3)
  CR 612.1: "Some continuous effects change an object's text. This can apply to any words or symbols printed on that
  object, but generally affects only that object's rules text ... and/or the text that appears in its type line."
  CR 612.3: "Effects that add or remove abilities don't change the text of the objects they affect, so any abilities
  that are granted to an object can't be modified by text-changing effects that affect that object." Magical Hack
  reads "Change the text of target spell or permanent by replacing all instances of one basic land type with another.
  (For example, you may change "swampwalk" to "plainswalk." This effect lasts indefinitely.)": the two land types are
  chosen as it resolves (608.2d). Bog Wraith reads "Swampwalk"; Lord of Atlantis reads "Other Merfolk get +1/+1 and
  have islandwalk."; Emry, Lurker of the Loch is a Merfolk.

  @cr:612.1 @context:608.2d @card:Magical_Hack @card:Bog_Wraith
  Scenario: Magical Hack changes Swamp to Island in Bog Wraith's text: it has islandwalk and no longer swampwalk
    Given the board "rules/612/hack-bog-wraith.json"
    When Alice casts "hack" targeting "wraith"
    And all players pass priority
    And Alice changes the text from Swamp to Island
    Then "wraith" has islandwalk
    And "wraith" does not have swampwalk
    And "hack" is in Alice's graveyard

  @cr:612.1 @context:400.7a @card:Magical_Hack @card:Bog_Wraith
  Scenario: Magical Hack changes Swamp to Island in the text of the Bog Wraith spell: the permanent it becomes has islandwalk
    Given the board "rules/612/hack-bog-wraith-spell.json"
    When Bob casts "wraith"
    And Bob passes priority
    And Alice casts "hack" targeting "wraith"
    And all players pass priority
    And Alice changes the text from Swamp to Island
    Then the stack is, from the top: "Bog Wraith"
    When all players pass priority
    Then "wraith" is on the battlefield
    And "wraith" has islandwalk
    And "wraith" does not have swampwalk

  @cr:612.1 @card:Magical_Hack @card:Bog_Wraith
  Scenario: Control: Magical Hack changes Forest to Island in Bog Wraith's text, where there is no Forest: it keeps swampwalk
    Given the board "rules/612/hack-bog-wraith.json"
    When Alice casts "hack" targeting "wraith"
    And all players pass priority
    And Alice changes the text from Forest to Island
    Then "wraith" has swampwalk
    And "wraith" does not have islandwalk
    And "hack" is in Alice's graveyard

  @cr:612.1 @context:612.3 @card:Magical_Hack @card:Lord_of_Atlantis @card:Emry,_Lurker_of_the_Loch
  Scenario: Magical Hack changes Island to Swamp in Lord of Atlantis's text: Emry, another Merfolk, has swampwalk instead of islandwalk
    Given the board "rules/612/lord-emry-hack.json"
    Then "emry" has islandwalk
    When Alice casts "hack" targeting "lord"
    And all players pass priority
    And Alice changes the text from Island to Swamp
    Then "emry" has swampwalk
    And "emry" does not have islandwalk

  @cr:612.3 @card:Magical_Hack @card:Lord_of_Atlantis @card:Emry,_Lurker_of_the_Loch
  Scenario: Magical Hack changes Island to Swamp in Emry's text: the islandwalk Lord of Atlantis grants Emry stays islandwalk
    Given the board "rules/612/lord-emry-hack.json"
    When Alice casts "hack" targeting "emry"
    And all players pass priority
    And Alice changes the text from Island to Swamp
    Then "emry" has islandwalk
    And "emry" does not have swampwalk
    And "hack" is in Alice's graveyard

  @cr:612.3 @card:Magical_Hack @card:Lord_of_Atlantis @card:Emry,_Lurker_of_the_Loch
  Scenario: Emry's text changed from Island to Swamp, then Lord of Atlantis enters: Emry has islandwalk from it, not swampwalk
    Given the board "rules/612/emry-hack-lord-in-hand.json"
    When Alice casts "hack" targeting "emry"
    And all players pass priority
    And Alice changes the text from Island to Swamp
    And Alice casts "lord"
    And all players pass priority
    Then "lord" is on the battlefield
    And "emry" has islandwalk
    And "emry" does not have swampwalk
