@mechanic:mana-value
Feature: Mana value of back faces, melded permanents and their copies (CR 202.3b, 202.3c, 707.8)
  Ruling: "The mana value of the back face of a double-faced card is the mana value of its front face. The
  mana value of a melded permanent is the sum of the mana values of its front faces. A creature that's a
  copy of either has a mana value of 0."

  @ruling:mana-value.back-face-melded-copy @cr:202.3b @cr:712.8e @card:Delver_of_Secrets
  Scenario: A transformed Delver of Secrets (Insectile Aberration) has its front face's mana value, 1
    Given the board "mana_value/insectile-aberration.json"
    Then the mana value of "aberration" is 1

  @ruling:mana-value.back-face-melded-copy @cr:202.3c @cr:712.8g @card:Bruna,_the_Fading_Light @card:Gisela,_the_Broken_Blade
  Scenario: Brisela, melded from Bruna ({5}{W}{W}) and Gisela ({2}{W}{W}), has mana value 11
    Given the board "mana_value/brisela.json"
    Then the mana value of "brisela" is 11

  @ruling:mana-value.back-face-melded-copy @cr:202.3b @cr:707.8 @cr:712.8e @card:Clone @card:Delver_of_Secrets
  Scenario: A Clone copying Insectile Aberration has mana value 0
    Given the board "mana_value/clone-of-aberration.json"
    Then the mana value of "clone" is 0
    And the mana value of "aberration" is 1

  @ruling:mana-value.back-face-melded-copy @cr:202.3c @cr:707.8 @card:Clone @card:Bruna,_the_Fading_Light
  @card:Gisela,_the_Broken_Blade
  Scenario: A Clone copying Brisela has mana value 0
    Given the board "mana_value/clone-of-brisela.json"
    Then the mana value of "clone" is 0
    And the mana value of "brisela" is 11

  @ruling:mana-value.back-face-melded-copy @cr:707.2 @cr:202.3 @card:Clone @card:Shivan_Dragon
  Scenario: A Clone copying a creature that is neither a back face nor melded has its mana value, 6
    Given the board "mana_value/clone-of-shivan.json"
    Then the mana value of "clone" is 6
