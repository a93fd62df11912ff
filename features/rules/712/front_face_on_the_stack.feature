Feature: A meld or transforming double-faced spell has only its front face's characteristics (CR 712.8b, 712.8c)
  CR 712.8b: "A meld card on the stack has only the characteristics of its front face." CR 712.8c: "Normally, a
  transforming double-faced spell has its front face up while on the stack and has only the characteristics of
  its front face." Its name on the stack is its front face's name.

  @cr:712.8b @card:Gisela,_the_Broken_Blade
  Scenario: Gisela cast is a spell named Gisela, the Broken Blade
    Given the board "rules/712/gisela-delver-in-hand.json"
    When Alice casts "gisela"
    Then the stack is, from the top: "Gisela, the Broken Blade" controlled by Alice
    And the cards on the stack are, from the top: "Gisela, the Broken Blade"
    And the mana value of "gisela" is 4

  @cr:712.8c @card:Delver_of_Secrets
  Scenario: Delver of Secrets cast is a spell named Delver of Secrets
    Given the board "rules/712/gisela-delver-in-hand.json"
    When Alice casts "delver"
    Then the stack is, from the top: "Delver of Secrets" controlled by Alice
    And the mana value of "delver" is 1
