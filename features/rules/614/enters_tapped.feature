Feature: "Enters tapped" is a replacement effect of the permanent itself: it enters tapped and never becomes tapped (CR 614.1d, 614.12)
  CR 614.1d: "Continuous effects that read '[This permanent] enters ...' ... are replacement effects." CR 614.12:
  "Some replacement effects modify how a permanent enters the battlefield. ... Such effects may come from the
  permanent itself if they affect only that permanent". CR 603.2f: a permanent that enters tapped doesn't become
  tapped. Moss Diamond reads "Moss Diamond enters tapped. {T}: Add {G}." Thornwood Falls reads "This land enters
  tapped. When this land enters, you gain 1 life. {T}: Add {G} or {U}." Freyalise's Winds reads "Whenever a permanent
  becomes tapped, put a wind counter on it. ..."

  @cr:614.1d @cr:614.12 @context:603.2f @card:Moss_Diamond @card:Freyalise's_Winds
  Scenario: Moss Diamond enters tapped: Freyalise's Winds doesn't trigger, for it never became tapped
    Given the board "rules/614/winds-moss-diamond.json"
    When Alice casts "diamond"
    And all players pass priority
    Then "diamond" is on the battlefield
    And "diamond" is tapped
    And the stack is empty

  @cr:614.1d @cr:614.12 @context:603.6a @card:Thornwood_Falls @card:Freyalise's_Winds
  Scenario: Thornwood Falls played enters tapped: only its own enters ability triggers, not Freyalise's Winds
    Given the board "rules/614/winds-moss-diamond.json"
    When Alice plays the land "falls"
    Then "falls" is tapped
    And the stack is, from the top: a triggered ability of "Thornwood Falls"

  @context:614.1d @cr:603.2f @card:Llanowar_Elves @card:Freyalise's_Winds
  Scenario: Control: Llanowar Elves tapped for mana becomes tapped, and Freyalise's Winds triggers
    Given the board "rules/614/winds-moss-diamond.json"
    When Alice taps "elves" for mana
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds"

  @cr:614.12 @card:Moss_Diamond @card:Ornithopter
  Scenario: Moss Diamond's "enters tapped" affects only Moss Diamond: Ornithopter cast after it enters untapped
    Given the board "rules/614/moss-diamond-ornithopter.json"
    When Alice casts "thopter"
    And all players pass priority
    Then "thopter" is on the battlefield
    And "thopter" is untapped
