@mechanic:expend
Feature: Expend (CR 700.14), with Junkblade Bruiser
  Junkblade Bruiser ({3}{R/G}{R/G}) reads "Whenever you expend 4, this creature gets +2/+1 until end of
  turn. (You expend 4 as you spend your fourth total mana to cast spells during a turn.)"

  Rulings: "If the cost to cast a spell is increased, decreased, or changed because of additional or
  alternative costs, expend counts only the mana you actually spent."
  "A permanent with an ability that triggers whenever you “expend N” will see mana you spent to cast
  spells the turn it enters, including mana you spent before it entered. For example, if you cast
  Junkblade Bruiser (a creature with a mana value of 5 and an ability that triggers whenever you expend
  4) by paying its full cost of five mana, you’ll already have spent four mana on spells before
  Junkblade Bruiser enters, and therefore its ability that triggers whenever you expend 4 won’t be able
  to trigger at all that turn."
  "Abilities that trigger whenever you “expend N” only trigger when you reach that specific amount of
  mana spent on casting spells that turn. This can only happen once per turn. For example, if you’ve
  spent three mana on spells so far this turn and you control a permanent with an ability that triggers
  “whenever you expend 4,” that ability will trigger the next time you spend at least one mana to cast a
  spell this turn. It won’t trigger again if you spend another four mana to cast spells later in the
  turn."

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:601.2f @card:Junkblade_Bruiser
  @card:Sphere_of_Resistance @card:Shatter
  Scenario: Mana paid for a cost increase counts toward expend
    Given the board "expend/bruiser-sphere.json"
    When Alice casts "shatter" targeting "ornithopter"
    Then Alice paid {2}{R} for the spell
    And Alice has spent 4 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Junkblade Bruiser", then "Shatter"

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:601.2f @cr:118.7a @card:Junkblade_Bruiser
  @card:Emry,_Lurker_of_the_Loch
  Scenario: Mana a cost reduction saved doesn't count toward expend
    Given the board "expend/bruiser-emry.json"
    When Alice casts "emry"
    Then Alice paid {U} for the spell
    And Alice has spent 2 mana on spells this turn
    And the stack is, from the top: "Emry, Lurker of the Loch"

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:118.8 @cr:702.33c @card:Junkblade_Bruiser
  @card:Everflowing_Chalice
  Scenario: Mana paid for additional costs counts toward expend
    Given the board "expend/bruiser-chalice.json"
    When Alice casts "chalice", kicked 2 times
    Then Alice paid {4} for the spell
    And Alice has spent 4 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Junkblade Bruiser", then "Everflowing Chalice"

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:118.9 @card:Junkblade_Bruiser @card:Fist_of_Suns
  @card:Memnite
  Scenario: Expend counts the mana paid for an alternative cost, not the mana cost
    Given the board "expend/bruiser-fist.json"
    When Alice casts "memnite" using the alternative cost of "Fist of Suns"
    Then Alice paid {W}{U}{B}{R}{G} for the spell
    And Alice has spent 5 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Junkblade Bruiser", then "Memnite"

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @cr:118.9 @card:Junkblade_Bruiser @card:Omniscience
  @card:Shatter
  Scenario: A spell cast without paying its mana cost spends no mana toward expend
    Given the board "expend/bruiser-omniscience.json"
    When Alice casts "shatter" targeting "ornithopter" without paying its mana cost thanks to "Omniscience"
    Then Alice has spent 3 mana on spells this turn
    And the stack is, from the top: "Shatter"

  @ruling:expend.counts-mana-actually-spent @cr:700.14 @context:602.2 @card:Junkblade_Bruiser
  @card:Order_of_Whiteclay
  Scenario: Mana spent on an activated ability doesn't count toward expend
    Given the board "expend/bruiser-whiteclay.json"
    When Alice activates "whiteclay" targeting "bears"
    Then Alice's mana pool is empty
    And Alice has spent 3 mana on spells this turn
    And the stack is, from the top: an activated ability of "Order of Whiteclay"

  @ruling:expend.sees-mana-spent-before-entering @cr:700.14 @cr:603.2 @card:Junkblade_Bruiser @card:Shatter
  Scenario: Junkblade Bruiser cast for its full cost can't trigger the turn it enters
    Given the board "expend/bruiser-in-hand.json"
    When Alice casts "bruiser"
    And all players pass priority
    Then "bruiser" is on the battlefield
    And Alice has spent 5 mana on spells this turn
    When Alice casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then Alice has spent 7 mana on spells this turn
    And the stack is, from the top: "Shatter"

  @ruling:expend.sees-mana-spent-before-entering @cr:700.14 @cr:603.2 @card:Wandertale_Mentor @card:Shatter
  Scenario: Mana spent before a permanent with expend entered counts toward its expend
    Given the board "expend/mentor-in-hand.json"
    When Alice casts "mentor"
    And all players pass priority
    And Alice casts "shatter" targeting "ornithopter" tapping "mountain-1" and "mountain-2" for mana
    Then Alice has spent 4 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Wandertale Mentor", then "Shatter"
    When all players pass priority
    Then "mentor" has 1 +1/+1 counter

  @ruling:expend.triggers-once-per-turn @cr:700.14 @card:Junkblade_Bruiser @card:Shatter
  Scenario: With three mana spent, the next spell that costs at least one mana makes you expend 4
    Given the board "expend/bruiser-three-spent.json"
    When Alice casts "shatter" targeting "ornithopter"
    Then Alice has spent 5 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Junkblade Bruiser", then "Shatter"
    When all players pass priority
    Then "bruiser" is 6/6

  @ruling:expend.triggers-once-per-turn @cr:700.14 @card:Junkblade_Bruiser @card:Memnite
  Scenario: A spell that costs no mana doesn't make you expend 4
    Given the board "expend/bruiser-three-spent.json"
    When Alice casts "memnite"
    Then Alice has spent 3 mana on spells this turn
    And the stack is, from the top: "Memnite"

  @ruling:expend.triggers-once-per-turn @cr:700.14 @card:Junkblade_Bruiser @card:Shatter
  @card:Everflowing_Chalice
  Scenario: Spending another four mana later in the turn doesn't trigger it again
    Given the board "expend/bruiser-three-spent.json"
    When Alice casts "shatter" targeting "ornithopter"
    And all players pass priority 2 times
    And Alice casts "chalice", kicked 2 times
    Then Alice has spent 9 mana on spells this turn
    And the stack is, from the top: "Everflowing Chalice"

  @ruling:expend.triggers-once-per-turn @cr:700.14 @card:Junkblade_Bruiser @card:Everflowing_Chalice
  Scenario: The count of mana spent starts over the next turn
    Given the board "expend/bruiser-already-expended.json"
    When the game advances to the next turn
    And the game advances to the next turn
    Then Alice has spent 0 mana on spells this turn
    When Alice casts "chalice", kicked 2 times, tapping "sol-ring-1" and "sol-ring-2" for mana
    Then Alice has spent 4 mana on spells this turn
    And the stack is, from the top: a triggered ability of "Junkblade Bruiser", then "Everflowing Chalice"
