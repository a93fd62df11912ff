Feature: The characteristics of double-faced and meld cards in each zone (CR 712.8, 712.8a-d, 712.8g)
  Each face has its own characteristics. Off the battlefield and the stack, a double-faced card has only its front
  face's (712.8a); a meld card on the stack has only its front face's (712.8b), as does a transforming
  double-faced spell cast normally (712.8c) and a permanent with its front face up (712.8d); a melded permanent
  has only the characteristics of the combined back face (712.8g).

  @cr:712.8 @cr:712.8a @card:Delver_of_Secrets_//_Insectile_Aberration @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: Insectile Aberration sacrificed is Delver of Secrets in the graveyard: a 1/1 without flying
    Given the board "rules/712/aberration-splinters.json"
    Then "aberration" is 3/2
    And "aberration" has flying
    When Alice casts "splinters" targeting "bob-bears" sacrificing "aberration"
    Then "aberration" is in Alice's graveyard
    And "aberration" is 1/1
    And "aberration" does not have flying

  @cr:712.8 @cr:712.8c @card:Delver_of_Secrets_//_Insectile_Aberration
  Scenario: Delver of Secrets cast is a 1/1 spell without flying: its front face is up on the stack
    Given the board "rules/712/delver-in-hand.json"
    When Alice casts "delver" tapping "island" for mana
    Then the stack is, from the top: "Delver of Secrets"
    And "delver" is 1/1
    And "delver" does not have flying

  @cr:712.8 @cr:712.8d @card:Delver_of_Secrets_//_Insectile_Aberration
  Scenario: Delver of Secrets resolved is a 1/1 permanent without flying: its front face is up
    Given the board "rules/712/delver-in-hand.json"
    When Alice casts "delver" tapping "island" for mana
    And all players pass priority
    Then "delver" is on the battlefield
    And "delver" is 1/1
    And "delver" does not have flying

  @cr:712.8 @cr:712.8b @card:Bruna,_the_Fading_Light_//_Brisela,_Voice_of_Nightmares
  Scenario: Bruna, the Fading Light on the stack has only its front face's characteristics
    Given the board "rules/712/bruna-in-hand.json"
    When Alice casts "bruna", stopping once it is announced
    Then "bruna" is on the stack
    And "bruna" is 5/7
    And "bruna" does not have first strike
    And the mana value of "bruna" is 7

  @cr:712.8 @cr:712.8g @card:Bruna,_the_Fading_Light_//_Brisela,_Voice_of_Nightmares
  @card:Gisela,_the_Broken_Blade_//_Brisela,_Voice_of_Nightmares @card:Lightning_Bolt
  Scenario: Brisela, a 9/10, survives Lightning Bolt: the melded permanent has the combined back face's toughness
    Given the board "rules/712/brisela-bolt.json"
    When Alice casts "bolt" targeting "brisela" tapping "mountain" for mana
    And all players pass priority
    Then "bolt" is in Alice's graveyard
    And "brisela" is on the battlefield
    And "brisela" is 9/10
    And "brisela" has first strike

  @cr:712.8g @card:Bruna,_the_Fading_Light_//_Brisela,_Voice_of_Nightmares
  @card:Gisela,_the_Broken_Blade_//_Brisela,_Voice_of_Nightmares @card:Lightning_Bolt
  Scenario: Brisela with its back faces up, as melding puts them, is a 9/10 and survives Lightning Bolt
    Given the board "rules/712/brisela-back-faces-up-bolt.json"
    When Alice casts "bolt" targeting "brisela" tapping "mountain" for mana
    And all players pass priority
    Then "bolt" is in Alice's graveyard
    And "brisela" is on the battlefield
    And "brisela" is 9/10
    And "brisela" has first strike

  @cr:712.8 @card:Gisela,_the_Broken_Blade_//_Brisela,_Voice_of_Nightmares @card:Lightning_Bolt
  Scenario: Gisela, the Broken Blade, front face up, is a 4/3: Lightning Bolt destroys it
    Given the board "rules/712/gisela-bolt.json"
    When Alice casts "bolt" targeting "gisela" tapping "mountain" for mana
    And all players pass priority
    Then "gisela" is in Alice's graveyard
