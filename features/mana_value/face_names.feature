@mechanic:mana-value
Feature: Mana value of a melded permanent whose cards the fixture names by their front faces' names (CR 202.3c)
  Ruling: "The mana value of the back face of a double-faced card is the mana value of its front face. The
  mana value of a melded permanent is the sum of the mana values of its front faces. A creature that's a
  copy of either has a mana value of 0." A fixture may name a card by one of its faces' names.

  @ruling:mana-value.back-face-melded-copy @cr:202.3c @cr:712.8g @card:Bruna,_the_Fading_Light @card:Gisela,_the_Broken_Blade
  Scenario: Brisela, melded from Bruna and Gisela named by their front faces, has mana value 11
    Given the board "mana_value/brisela-by-face-names.json"
    Then the mana value of "brisela" is 11
