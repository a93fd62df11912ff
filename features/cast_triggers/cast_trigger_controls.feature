@mechanic:cast-triggers
Feature: A cast trigger triggers on the spells it names only (CR 603.2, 601.2i): the controls
  Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
  trigger. It resolves even if that spell is countered or otherwise leaves the stack without resolving."
  Beast Whisperer reads "Whenever you cast a creature spell, draw a card." Its ability triggers as a creature
  spell its controller casts becomes cast (601.2i, 603.2), and on no other spell.

  @ruling:cast-triggers.resolve-before-spell @cr:601.2i @cr:603.3 @cr:405.5 @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: Casting a creature spell triggers Beast Whisperer, which resolves first
    Given the board "cast_triggers/whisperer-controls.json"
    When Alice casts "bears"
    Then the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"
    When all players pass priority
    Then Alice's hand holds "Island" and "Lightning Bolt"
    And the stack is, from the top: "Grizzly Bears"

  @ruling:cast-triggers.resolve-before-spell @cr:603.2 @card:Beast_Whisperer @card:Lightning_Bolt
  Scenario: A noncreature spell doesn't trigger Beast Whisperer
    Given the board "cast_triggers/whisperer-controls.json"
    When Alice casts "bolt" targeting Bob
    Then the stack is, from the top: "Lightning Bolt"

  @ruling:cast-triggers.resolve-before-spell @cr:603.2 @card:Beast_Whisperer @card:Grizzly_Bears
  Scenario: An opponent's creature spell doesn't trigger Beast Whisperer
    Given the board "cast_triggers/whisperer-bob-casts.json"
    When Bob casts "bears"
    Then the stack is, from the top: "Grizzly Bears" controlled by Bob
    And Alice's hand is empty

  @ruling:cast-triggers.resolve-before-spell @cr:603.3 @cr:112.1 @card:Decimator_of_the_Provinces @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: The cast trigger above its spell is not a card: the cards on the stack are the two spells
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    Then the stack is, from the top: "Lightning Bolt", then a triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"
    And the cards on the stack are, from the top: "Lightning Bolt", then "Decimator of the Provinces"

  @ruling:cast-triggers.resolve-before-spell @cr:601.2a @cr:603.3a @card:Decimator_of_the_Provinces @card:Lightning_Bolt @card:Grizzly_Bears
  Scenario: Bob's spell in response is his, and the cast trigger under it is Alice's, as is her spell
    Given the board "emerge/decimator-bears-bob-bolt.json"
    When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "bears"
    And Alice passes priority
    And Bob casts "Lightning Bolt" targeting Alice
    Then the stack is, from the top: "Lightning Bolt" controlled by Bob, then a triggered ability of "Decimator of the Provinces" controlled by Alice, then "Decimator of the Provinces" controlled by Alice
