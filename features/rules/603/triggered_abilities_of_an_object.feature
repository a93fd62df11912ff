Feature: An effect about an object's triggered abilities is not about a delayed one its ability created (CR 603.2e)
  CR 603.2e: "Some effects refer to a triggered ability of an object. Such effects refer only to triggered abilities
  the object has, not any delayed triggered abilities (see rule 603.7) that may be created by abilities the object
  has." Harmonic Prodigy reads "If a triggered ability of a Shaman or another Wizard you control triggers, that
  ability triggers an additional time" (603.2d). Gadwick, the Wizened, a Wizard, reads "When Gadwick enters, draw X
  cards": an ability it has. Snapcaster Mage, a Wizard, reads "When Snapcaster Mage enters, target instant or sorcery
  card in your graveyard gains flashback until end of turn ...": an ability it has. Havengul Lich, a Zombie Wizard,
  reads "{1}: You may cast target creature card in a graveyard this turn. When you cast that card this turn, Havengul
  Lich gains all activated abilities of that card until end of turn": its second sentence is a delayed triggered
  ability the activated ability creates as it resolves (603.7a), whose source is the Lich (603.7e), and which is no
  ability the Lich has. Grizzly Bears and Snapcaster Mage have no activated abilities, so the Lich gains nothing.

  @cr:603.2d @context:603.2e @card:Harmonic_Prodigy @card:Gadwick,_the_Wizened
  Scenario: With Harmonic Prodigy, the enters ability Gadwick has triggers twice: Alice draws X cards two times
    Given the board "rules/603/prodigy-gadwick.json"
    When Alice casts "gadwick" with X = 1
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Gadwick, the Wizened", then a triggered ability of "Gadwick, the Wizened"
    When all players pass priority 2 times
    Then Alice's hand holds "Plains" and "Island"
    And the stack is empty

  @cr:603.2e @context:603.7 @context:603.7e @card:Harmonic_Prodigy @card:Havengul_Lich @card:Grizzly_Bears
  Scenario: With Harmonic Prodigy, the Lich's delayed trigger, no ability the Lich has, triggers once as Alice casts the Bears
    Given the board "rules/603/prodigy-lich-bears.json"
    When Alice activates "lich" targeting "bears"
    And all players pass priority
    And Alice casts "bears" from her graveyard
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Alice, then "Grizzly Bears"
    When all players pass priority 2 times
    Then "bears" is on the battlefield
    And the stack is empty

  @cr:603.2e @cr:603.2d @context:603.7 @card:Harmonic_Prodigy @card:Havengul_Lich @card:Snapcaster_Mage @card:Divination
  Scenario: The Lich's delayed trigger triggers once as Alice casts Snapcaster Mage, and the enters ability Snapcaster Mage has triggers twice
    Given the board "rules/603/prodigy-lich-snapcaster.json"
    When Alice activates "lich" targeting "snapcaster"
    And all players pass priority
    And Alice casts "snapcaster" from her graveyard
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Alice, then "Snapcaster Mage"
    When all players pass priority 2 times
    Then the stack is, from the top: a triggered ability of "Snapcaster Mage", then a triggered ability of "Snapcaster Mage"
    And "snapcaster" is on the battlefield

  @cr:603.7 @context:603.2e @card:Havengul_Lich @card:Grizzly_Bears
  Scenario: Control: without Harmonic Prodigy, the Lich's delayed trigger triggers once as Alice casts the Bears
    Given the board "rules/603/lich-bears.json"
    When Alice activates "lich" targeting "bears"
    And all players pass priority
    And Alice casts "bears" from her graveyard
    Then the stack is, from the top: a triggered ability of "Havengul Lich" controlled by Alice, then "Grizzly Bears"
    When all players pass priority 2 times
    Then "bears" is on the battlefield
    And the stack is empty
