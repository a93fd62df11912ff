Feature: A triggered ability triggers at any time, and goes on the stack only when a player would receive priority (CR 117.2a)
  CR 117.2a: "Triggered abilities can trigger at any time, including while a spell is being cast, an ability is
  being activated, or a spell or ability is resolving. [...] However, nothing actually happens at the time an ability
  triggers. Each time a player would receive priority, each ability that has triggered but hasn't yet been put on the
  stack is put on the stack." Freyalise's Winds: "Whenever a permanent becomes tapped, put a wind counter on it."
  Tapping Llanowar Elves for mana while Grizzly Bears is paid for, or Prodigal Pyromancer ("{T}: This creature deals
  1 damage to any target.") to activate its ability, triggers the Winds then; the spell or ability is on the stack
  before its costs are paid (601.2a, 602.2a), and Alice receives priority once it is cast or activated (117.3c).

  @cr:117.2a @context:601.2g @card:Freyalise's_Winds @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: While Grizzly Bears is paid for, the Winds' ability that tapping Llanowar Elves triggered waits: the stack holds the spell alone
    Given the board "rules/117/winds-elves-pyromancer.json"
    When Alice casts "bears", stopping while it is being paid
    And Alice taps "elves" for mana
    Then "elves" is tapped
    And the stack is, from the top: "Grizzly Bears" controlled by Alice
    And "elves" has 0 wind counters

  @cr:117.2a @context:601.2i @card:Freyalise's_Winds @card:Llanowar_Elves @card:Grizzly_Bears
  Scenario: Once Grizzly Bears is cast, Alice would receive priority, and the Winds' ability goes on the stack above it first
    Given the board "rules/117/winds-elves-pyromancer.json"
    When Alice casts "bears", stopping while it is being paid
    And Alice taps "elves" for mana
    And Alice continues casting the spell
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds", then "Grizzly Bears"
    And Alice has priority

  @cr:117.2a @context:602.2a @context:117.3c @card:Freyalise's_Winds @card:Prodigal_Pyromancer
  Scenario: Prodigal Pyromancer tapped to activate its ability triggers the Winds: the triggered ability goes on the stack above the activated one, which was put there first
    Given the board "rules/117/winds-elves-pyromancer.json"
    When Alice activates "pyromancer" targeting Bob
    Then the stack is, from the top: a triggered ability of "Freyalise's Winds", then an activated ability of "Prodigal Pyromancer"
    And Alice has priority

  @cr:117.2a @context:608.2h @card:Freyalise's_Winds @card:Prodigal_Pyromancer
  Scenario: Control: the Winds' ability resolves first, putting a wind counter on Prodigal Pyromancer, and then the Pyromancer's deals 1 damage to Bob
    Given the board "rules/117/winds-elves-pyromancer.json"
    When Alice activates "pyromancer" targeting Bob
    And all players pass priority
    Then "pyromancer" has 1 wind counter
    And Bob's life total is 20
    When all players pass priority
    Then Bob's life total is 19
    And the stack is empty
