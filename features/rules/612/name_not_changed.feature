Feature: A text-changing effect changes a land type word only where it is used as a land type, never in a card name (CR 612.2)
  CR 612.2: "A text-changing effect changes only those words that are used in the correct way (for example, a Magic
  color word being used as a color word, a land type word used as a land type, or a creature type word used as a
  creature type). An effect that changes a color word or a subtype can't change a card name, even if that name
  contains a word or a series of letters that is the same as a Magic color word, basic land type, or creature type."
  Magical Hack reads "Change the text of target spell or permanent by replacing all instances of one basic land type
  with another." Mountain Goat reads "Mountainwalk": its name holds the word Mountain too. The stack shows a spell's
  name.

  @cr:612.2 @context:612.1 @card:Magical_Hack @card:Mountain_Goat
  Scenario: Magical Hack changes Mountain to Island in the text of the Mountain Goat spell: it is still named Mountain Goat, and enters with islandwalk
    Given the board "rules/612/hack-mountain-goat-spell.json"
    When Bob casts "goat"
    And Bob passes priority
    And Alice casts "hack" targeting "goat"
    And all players pass priority
    And Alice changes the text from Mountain to Island
    Then the stack is, from the top: "Mountain Goat"
    When all players pass priority
    Then "goat" is on the battlefield
    And "goat" has islandwalk
    And "goat" does not have mountainwalk

  @cr:612.2 @context:612.1 @card:Magical_Hack @card:Mountain_Goat
  Scenario: Magical Hack changes Mountain to Forest in the text of the Mountain Goat spell: the spell on the stack is still Mountain Goat
    Given the board "rules/612/hack-mountain-goat-spell.json"
    When Bob casts "goat"
    And Bob passes priority
    And Alice casts "hack" targeting "goat"
    And all players pass priority
    And Alice changes the text from Mountain to Forest
    Then the stack is, from the top: "Mountain Goat"
    And Bob has priority
    When all players pass priority
    Then "goat" has forestwalk

  @cr:612.2 @card:Magical_Hack @card:Mountain_Goat
  Scenario: Control: Magical Hack changes Swamp to Island in the text of the Mountain Goat spell, where there is no Swamp: Mountain Goat keeps mountainwalk
    Given the board "rules/612/hack-mountain-goat-spell.json"
    When Bob casts "goat"
    And Bob passes priority
    And Alice casts "hack" targeting "goat"
    And all players pass priority
    And Alice changes the text from Swamp to Island
    Then the stack is, from the top: "Mountain Goat"
    When all players pass priority
    Then "goat" has mountainwalk
    And "goat" does not have islandwalk
