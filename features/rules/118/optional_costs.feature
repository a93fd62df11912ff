Feature: Optional additional and alternative costs, seen in the total cost (CR 118.8b, 118.9b, 601.2f)
  Some additional costs are optional, as kicker is (118.8b); others, like Bone Splinters' sacrifice, must be paid.
  Alternative costs are generally optional (118.9b): Fist of Suns offers one, and a spell cast without it costs
  its mana cost. The total cost is read once it is determined and locked in (601.2f), before it is paid. A cost
  increase applies to an alternative cost being paid (118.9d), as Sphere of Resistance's {1} does to Fist of Suns'
  {W}{U}{B}{R}{G}. Which mana of the pool pays a generic cost is the player's choice (601.2h): where the scenario
  reads the pool after the payment, it names it.

  @cr:118.8b @cr:601.2f @card:Kavu_Titan @card:Sphere_of_Resistance @card:Fist_of_Suns
  Scenario: Kavu Titan cast without its optional kicker costs its mana cost plus Sphere of Resistance's {1}
    Given the board "rules/118/sphere-fist-titan.json"
    When Alice casts "titan", stopping once its total cost is determined
    Then the total cost of the spell is {2}{G}
    When Alice continues casting the spell
    Then Alice paid {2}{G} for the spell
    And the stack is, from the top: "Kavu Titan"

  @cr:118.8b @cr:601.2f @card:Kavu_Titan @card:Sphere_of_Resistance @card:Fist_of_Suns
  Scenario: Kavu Titan cast kicked adds its kicker cost {2}{G} to the total cost
    Given the board "rules/118/sphere-fist-titan.json"
    When Alice casts "titan" kicked, stopping once its total cost is determined
    Then the total cost of the spell is {4}{G}{G}
    When Alice continues casting the spell
    Then Alice paid {4}{G}{G} for the spell

  @cr:118.8b @cr:601.2h @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: Bone Splinters' additional cost isn't optional: cast without sacrificing a creature, it is refused
    Given the board "rules/118/splinters.json"
    When Alice casts "splinters" targeting "bob-elves"
    Then the action is refused (CR 601.2h)
    And the game is as it was before the action
    And "splinters" is in Alice's hand
    When Alice casts "splinters" targeting "bob-elves" sacrificing "bears"
    Then the stack is, from the top: "Bone Splinters"

  @cr:118.8 @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: Bone Splinters cast paying its additional cost sacrifices the creature
    Given the board "rules/118/splinters.json"
    When Alice casts "splinters" targeting "bob-elves" sacrificing "bears"
    Then "bears" is in Alice's graveyard
    And Alice paid {B} for the spell
    And the stack is, from the top: "Bone Splinters"

  @cr:118.9b @cr:601.2f @card:Grizzly_Bears @card:Fist_of_Suns @card:Sphere_of_Resistance
  Scenario: With Fist of Suns' alternative cost available, Grizzly Bears cast without it costs its mana cost
    Given the board "rules/118/sphere-fist-titan.json"
    When Alice casts "bears", paying with {C}{C}{G}, stopping once its total cost is determined
    Then the total cost of the spell is {2}{G}
    When Alice continues casting the spell
    Then Alice paid {2}{G} for the spell
    And Alice's mana pool is {W}{U}{B}{R}{G}{G}{C}

  @cr:118.9d @cr:601.2f @card:Grizzly_Bears @card:Fist_of_Suns @card:Sphere_of_Resistance
  Scenario: Grizzly Bears cast for Fist of Suns' alternative cost costs {W}{U}{B}{R}{G} plus Sphere of Resistance's {1}
    Given the board "rules/118/sphere-fist-titan.json"
    When Alice casts "bears" using the alternative cost of "fist", stopping once its total cost is determined
    Then the total cost of the spell is {1}{W}{U}{B}{R}{G}
    When Alice continues casting the spell
    Then Alice paid {1}{W}{U}{B}{R}{G} for the spell
