Feature: A spell with flash only under a condition (CR 601.3d)
  Illusion Spinners may be cast as though it had flash if its caster controls a Faerie: while Alice controls one, she
  may begin to cast it in Bob's turn; controlling none (a Faerie of Bob's doesn't count), or once hers is gone, she
  can't.

  @cr:601.3d @cr:604.6 @card:Illusion_Spinners
  Scenario: In Bob's main phase, Alice, who controls a Faerie, casts Illusion Spinners as though it had flash
    Given the board "rules/601/spinners-faerie.json"
    When Bob passes priority
    And Alice casts "spinners"
    Then the stack is, from the top: "Illusion Spinners" controlled by Alice
    And Alice paid {4}{U} for the spell

  @cr:601.3d @cr:117.1a @context:302.1 @card:Illusion_Spinners @card:Grizzly_Bears
  Scenario: In Bob's main phase, Alice, who controls no Faerie while Bob does, can't cast Illusion Spinners, and nothing changes
    Given the board "rules/601/spinners-bob-faerie.json"
    When Bob passes priority
    And Alice casts "spinners"
    Then the action is refused (CR 117.1a or 302.1)
    And the game is as it was before the action
    And "spinners" is in Alice's hand

  @cr:601.3d @cr:117.1a @context:302.1 @card:Illusion_Spinners @card:Lightning_Bolt
  Scenario: Once Bob's Lightning Bolt has destroyed Alice's only Faerie, she can't cast Illusion Spinners in his turn
    Given the board "rules/601/spinners-faerie.json"
    When Bob casts "bolt" targeting "faerie"
    And all players pass priority
    Then Alice's battlefield is empty
    When Bob passes priority
    And Alice casts "spinners"
    Then the action is refused (CR 117.1a or 302.1)
    And "spinners" is in Alice's hand
