Feature: An object's keywords are its keyword abilities, not keyword actions (CR 702.1, 701.37a, 702.14a)
  CR 702.1: "... In these cases, the object lists only the name of the ability as a 'keyword'." A keyword action
  such as meld (701.37a: "Meld is a keyword action that appears in an ability on one card in a meld pair") is a
  verb in an ability's text, not an ability of the object. Landwalk "appears within an object's rules text as
  '[type]walk'" (702.14a): swampwalk is a keyword ability of that family. A permanent spell that resolves becomes a
  permanent (608.3a). Gisela, the Broken Blade reads "Flying, first strike, lifelink. At the beginning of your end
  step, if you both own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile
  them, then meld them into Brisela, Voice of Nightmares." Bog Wraith reads "Swampwalk".

  @cr:702.1 @cr:701.37a @cr:608.3a @card:Gisela,_the_Broken_Blade
  Scenario: Gisela, cast and resolved, is a creature with flying, first strike and lifelink, but not meld, the keyword action of her end step ability
    Given the board "rules/702/gisela.json"
    When Alice casts "gisela"
    And all players pass priority
    Then "gisela" is on the battlefield
    And "gisela" has flying
    And "gisela" has first strike
    And "gisela" has lifelink
    And "gisela" does not have meld

  @cr:702.1 @cr:702.14a @cr:608.3a @card:Bog_Wraith
  Scenario: Bog Wraith, cast and resolved, is a creature with swampwalk, a landwalk ability
    Given the board "rules/702/bog-wraith.json"
    When Alice casts "wraith"
    And all players pass priority
    Then "wraith" is on the battlefield
    And "wraith" has swampwalk
