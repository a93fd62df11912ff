Feature: "Whenever [a creature] becomes blocked by a creature" triggers once for each creature that blocks it (CR 509.3d)
  CR 509.3d: "An ability that reads 'Whenever [a creature] becomes blocked by a creature, . . .' triggers once for
  each creature that blocks the specified creature. It triggers if a creature is declared as a blocker for the
  attacking creature." Flailing Drake (2/3, flying): "Whenever this creature blocks or becomes blocked by a creature,
  that creature gets +1/+1 until end of turn." Bob controls two War Screechers (1/3, flying). The control: unblocked,
  Flailing Drake triggers nothing.

  @cr:509.3d @context:509.1i @card:Flailing_Drake @card:War_Screecher
  Scenario: Two War Screechers block Flailing Drake: its ability triggers twice, each War Screecher gets +1/+1
    Given the board "rules/509/flailing-drake.json"
    When Alice attacks Bob with "drake"
    And the game advances to declare_blockers
    And Bob blocks "drake" with "screecher" and "screecher2"
    Then the stack is, from the top: a triggered ability of "Flailing Drake", then a triggered ability of "Flailing Drake"
    When all players pass priority
    And all players pass priority
    Then "screecher" is 2/4
    And "screecher2" is 2/4
    And "drake" is 2/3

  @cr:509.3d @card:Flailing_Drake @card:War_Screecher
  Scenario: Two War Screechers block Flailing Drake: after the first triggered ability resolves, the second is still on the stack
    Given the board "rules/509/flailing-drake.json"
    When Alice attacks Bob with "drake"
    And the game advances to declare_blockers
    And Bob blocks "drake" with "screecher" and "screecher2"
    And all players pass priority
    Then the stack is, from the top: a triggered ability of "Flailing Drake"

  @cr:509.3d @card:Flailing_Drake @card:War_Screecher
  Scenario: One War Screecher blocks Flailing Drake: its ability triggers once, that War Screecher gets +1/+1
    Given the board "rules/509/flailing-drake.json"
    When Alice attacks Bob with "drake"
    And the game advances to declare_blockers
    And Bob blocks "drake" with "screecher"
    Then the stack is, from the top: a triggered ability of "Flailing Drake"
    When all players pass priority
    Then "screecher" is 2/4
    And "screecher2" is 1/3

  @cr:509.3d @card:Flailing_Drake @card:War_Screecher
  Scenario: Control: Bob declares no blockers: Flailing Drake's ability doesn't trigger
    Given the board "rules/509/flailing-drake.json"
    When Alice attacks Bob with "drake"
    And the game advances to declare_blockers
    And Bob declares no blockers
    Then "drake" is attacking Bob
    And the stack is empty
    And "screecher" is 1/3
