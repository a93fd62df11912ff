Feature: A prohibition of spells of the color chosen as its permanent entered (CR 601.3)
  Iona, Shield of Emeria: "Your opponents can't cast spells of the chosen color." Alice controls it, red chosen.
  Bob can't begin to cast Lightning Bolt, a red spell, but may cast Grizzly Bears, a green one; Alice, Iona's
  controller, isn't one of her opponents and may cast a red spell: the control catches an engine that applies the
  prohibition to every player.

  @cr:601.3 @card:Iona,_Shield_of_Emeria @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Under Iona with red chosen, Bob can't cast Lightning Bolt, and nothing changes
    Given the board "rules/601/iona-red.json"
    When Bob casts "bolt" targeting Alice
    Then the action is refused (CR 601.3)
    And the game is as it was before the action
    And "bolt" is in Bob's hand
    When Bob casts "bears"
    Then the stack is, from the top: "Grizzly Bears" controlled by Bob

  @cr:601.3 @card:Iona,_Shield_of_Emeria @card:Lightning_Bolt
  Scenario: Under Iona with red chosen, Alice, its controller, casts Lightning Bolt, as Iona forbids only her opponents
    Given the board "rules/601/iona-red.json"
    When Bob passes priority
    And Alice casts "alice-bolt" targeting Bob
    Then the stack is, from the top: "Lightning Bolt" controlled by Alice
