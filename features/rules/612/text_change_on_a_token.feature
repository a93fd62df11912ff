Feature: A text-changing effect changes a token's rules text, as the spell that created it defined that text (CR 612.4)
  CR 612.4: "A token's subtypes and rules text are defined by the spell or ability that created the token. A
  text-changing effect that affects a token can change these characteristics." Cackling Counterpart: "Create a token
  that's a copy of target creature you control." The token's text is the copiable values of the creature it copies
  (707.2), which leave out a text-changing effect on that creature. Magical Hack: "Change the text of target spell or
  permanent by replacing all instances of one basic land type with another." Bog Wraith reads "Swampwalk"; Lord of
  Atlantis reads "Other Merfolk get +1/+1 and have islandwalk."; Emry, Lurker of the Loch is a Merfolk. Bob's Swords
  to Plowshares ("Exile target creature. Its controller gains life equal to its power.") exiles the original, so that
  its name names the token alone.

  @cr:612.4 @context:707.2 @card:Cackling_Counterpart @card:Magical_Hack @card:Bog_Wraith @card:Swords_to_Plowshares
  Scenario: Magical Hack changes Swamp to Island in the text of a token copy of Bog Wraith: the token has islandwalk and no longer swampwalk
    Given the board "rules/612/wraith-counterpart-hack-swords.json"
    When Alice casts "counterpart" targeting "wraith"
    And all players pass priority
    Then Alice's battlefield holds "Bog Wraith", "Bog Wraith"
    When Alice passes priority
    And Bob casts "swords" targeting "wraith"
    And all players pass priority
    Then "wraith" is in Alice's exile
    And Alice's life total is 23
    When Alice casts "hack" targeting "Bog Wraith"
    And all players pass priority
    And Alice changes the text from Swamp to Island
    Then "Bog Wraith" has islandwalk
    And "Bog Wraith" does not have swampwalk
    And "hack" is in Alice's graveyard

  @cr:612.4 @context:707.2 @card:Cackling_Counterpart @card:Magical_Hack @card:Lord_of_Atlantis @card:Emry,_Lurker_of_the_Loch @card:Swords_to_Plowshares
  Scenario: Magical Hack changes Island to Swamp in the text of a token copy of Lord of Atlantis: Emry has swampwalk from the token instead of islandwalk
    Given the board "rules/612/lord-emry-counterpart-hack-swords.json"
    When Alice casts "counterpart" targeting "lord"
    And all players pass priority
    And Alice passes priority
    And Bob casts "swords" targeting "lord"
    And all players pass priority
    Then "lord" is in Alice's exile
    And "emry" has islandwalk
    When Alice casts "hack" targeting "Lord of Atlantis"
    And all players pass priority
    And Alice changes the text from Island to Swamp
    Then "emry" has swampwalk
    And "emry" does not have islandwalk

  @cr:612.4 @context:707.2 @card:Cackling_Counterpart @card:Magical_Hack @card:Bog_Wraith @card:Swords_to_Plowshares
  Scenario: Magical Hack changes Swamp to Island in Bog Wraith's text before Cackling Counterpart copies it: the token, defined by the copy, has swampwalk
    Given the board "rules/612/wraith-counterpart-hack-swords.json"
    When Alice casts "hack" targeting "wraith"
    And all players pass priority
    And Alice changes the text from Swamp to Island
    Then "wraith" has islandwalk
    When Alice casts "counterpart" targeting "wraith"
    And all players pass priority
    And Alice passes priority
    And Bob casts "swords" targeting "wraith"
    And all players pass priority
    Then "wraith" is in Alice's exile
    And "Bog Wraith" has swampwalk
    And "Bog Wraith" does not have islandwalk

  @cr:612.4 @card:Cackling_Counterpart @card:Magical_Hack @card:Bog_Wraith @card:Swords_to_Plowshares
  Scenario: Control: Magical Hack changes Forest to Island in the text of a token copy of Bog Wraith, where there is no Forest: the token keeps swampwalk
    Given the board "rules/612/wraith-counterpart-hack-swords.json"
    When Alice casts "counterpart" targeting "wraith"
    And all players pass priority
    And Alice passes priority
    And Bob casts "swords" targeting "wraith"
    And all players pass priority
    And Alice casts "hack" targeting "Bog Wraith"
    And all players pass priority
    And Alice changes the text from Forest to Island
    Then "Bog Wraith" has swampwalk
    And "Bog Wraith" does not have islandwalk
    And "hack" is in Alice's graveyard
