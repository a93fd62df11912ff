Feature: Haunt on an instant triggers as the spell is put into its owner's graveyard as it resolves, and its target is chosen once the spell is done (CR 702.55a, 603.3d)
  The last step of an instant's resolution puts it into its owner's graveyard (608.2n). Haunt on an instant means
  "When this spell is put into a graveyard during its resolution, exile it haunting target creature" (702.55a). Seize the Soul reads "Destroy target nonwhite, nonblack creature.
  Create a 1/1 white Spirit creature token with flying. Haunt. When the creature Seize the Soul haunts dies,
  destroy target nonwhite, nonblack creature and create a 1/1 white Spirit creature token with flying." Its haunt
  ability waits until a player would receive priority (603.3), and its target is chosen as it is put on the stack
  (603.3d), after the creature was destroyed and the Spirit created. A countered spell is not put into a graveyard
  "during its resolution" (701.5a): its haunt doesn't trigger. (No card here triggers when a spell resolves, 608.2p.)

  @cr:702.55a @cr:603.3 @cr:603.3d @card:Seize_the_Soul @card:Grizzly_Bears @card:Llanowar_Elves @card:Memnite @card:Serra_Angel
  Scenario: Seize the Soul's haunt triggers once it has resolved: it waits for its target with the card in the graveyard and the destroyed creature gone
    Given the board "rules/608/seize-the-soul.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    Then Alice must choose a target from cards including "Llanowar Elves", "Memnite" and "Serra Angel"
    And "Seize the Soul" is in Alice's graveyard
    And "Grizzly Bears" is in Bob's graveyard

  @cr:702.55a @cr:603.3d @card:Seize_the_Soul @card:Grizzly_Bears
  Scenario: With the destroyed creature gone, the Spirit Seize the Soul created is its haunt's only target: the ability goes on the stack and exiles Seize the Soul
    Given the board "rules/608/seize-one-creature.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Seize the Soul"
    And "Grizzly Bears" is in Bob's graveyard
    When all players pass priority
    Then "Seize the Soul" is in Alice's exile
    And the stack is empty

  @cr:701.5a @cr:702.55a @card:Seize_the_Soul @card:Counterspell @card:Grizzly_Bears
  Scenario: A countered Seize the Soul goes to the graveyard without resolving, and its haunt doesn't trigger
    Given the board "rules/608/seize-countered.json"
    When Alice casts "seize" targeting "bears"
    And Alice passes priority
    And Bob casts "counterspell" targeting "seize"
    And all players pass priority
    Then the stack is empty
    And "Seize the Soul" is in Alice's graveyard
    And "bears" is on the battlefield

  @cr:702.55c @card:Seize_the_Soul @card:Llanowar_Elves @card:Lightning_Bolt @card:Memnite @card:Serra_Angel
  Scenario: When the creature Seize the Soul haunts dies, its ability triggers from exile and destroys a nonwhite, nonblack creature
    Given the board "rules/608/seize-the-soul.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    And Alice chooses "elves"
    And all players pass priority
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting "elves"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Seize the Soul"
    When all players pass priority
    Then "Memnite" is in Bob's graveyard
    And "Serra Angel" is on the battlefield
    And "Seize the Soul" is in Alice's exile

  @cr:702.55c @card:Seize_the_Soul @card:Llanowar_Elves @card:Lightning_Bolt @card:Memnite
  Scenario: When a creature Seize the Soul doesn't haunt dies, its ability in exile doesn't trigger
    Given the board "rules/608/seize-the-soul.json"
    When Alice casts "seize" targeting "bears"
    And all players pass priority
    And Alice chooses "elves"
    And all players pass priority
    And Alice taps "mountain" for mana
    And Alice casts "bolt" targeting "memnite"
    And all players pass priority
    Then "Memnite" is in Bob's graveyard
    And the stack is empty
    And "elves" is on the battlefield
    And "Seize the Soul" is in Alice's exile
