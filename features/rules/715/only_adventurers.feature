Feature: Only an adventurer card can be cast as an Adventure (CR 715.3)
  CR 715.3: "As a player casts an adventurer card, the player chooses whether they cast the card normally or as an
  Adventure." An adventurer card has an Adventure in an inset frame (715.1, 715.2). Delver of Secrets // Insectile
  Aberration is a transforming double-faced card: two faces, no Adventure. Lovestruck Beast's Adventure is Heart's
  Desire ({G}, sorcery: "Create a 1/1 white Human creature token.").

  @cr:715.3 @card:Delver_of_Secrets_//_Insectile_Aberration @card:Island
  Scenario: Delver of Secrets, two faces but no Adventure, can't be cast as an Adventure; Alice then casts it normally
    Given the board "rules/715/beast-delver-lands.json"
    When Alice casts "delver" as an Adventure, tapping "island" for mana
    Then the action is refused (CR 715.3)
    And the game is as it was before the action
    When Alice casts "delver", tapping "island" for mana
    Then the stack is, from the top: "Delver of Secrets" controlled by Alice

  @cr:715.3 @card:Lovestruck_Beast_//_Heart's_Desire @card:Forest
  Scenario: Control: Lovestruck Beast, an adventurer card, is cast as its Adventure Heart's Desire
    Given the board "rules/715/beast-delver-lands.json"
    When Alice casts "beast" as an Adventure, tapping "forest-1" for mana
    Then the stack is, from the top: "Heart's Desire" controlled by Alice
    And Alice paid {G} for the spell
