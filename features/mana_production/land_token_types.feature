@mechanic:mana-production
Feature: A land token's basic land types give it their mana abilities, which "could produce" sees (CR 305.6, 106.7)
  Ruling: "Some abilities produce mana based on the type of mana another permanent or permanents “could
  produce.” The type of mana a permanent could produce at any time includes any type of mana that an
  ability of that permanent would produce if the ability were to resolve at that time, taking into account
  any applicable replacement effects in any possible order. Ignore whether any costs of the ability could or
  could not be paid. If that permanent wouldn’t produce any mana under these conditions, or no type of mana
  can be defined this way, there’s no type of mana it could produce."

  Everywhere is the token Overlord of the Hauntwoods creates: a tapped colorless land token that is every basic
  land type. It has no rules text, and each of its five land types gives it the intrinsic ability
  "{T}: Add [that type's mana symbol]" (CR 305.6).

  @ruling:mana-production.could-produce @cr:106.7 @cr:305.6 @card:Reflecting_Pool
  Scenario: Everywhere could produce each of the five colours, though it is tapped, and so could Reflecting Pool
    Given the board "mana_production/pool-everywhere.json"
    Then "everywhere" could produce {W}, {U}, {B}, {R} and {G}
    And "pool" could produce {W}, {U}, {B}, {R} and {G}

  @ruling:mana-production.could-produce @cr:106.7 @cr:305.6 @card:Reflecting_Pool
  Scenario: Reflecting Pool can be tapped for {B}, a type only Everywhere's Swamp type could produce
    Given the board "mana_production/pool-everywhere.json"
    When Alice taps "pool" for {B}
    Then "pool" is tapped
    And Alice's mana pool is {B}

  @ruling:mana-production.could-produce @cr:106.7 @cr:305.6 @card:Reflecting_Pool
  Scenario: Everywhere is colorless, but it could produce no colorless mana, so neither could Reflecting Pool
    Given the board "mana_production/pool-everywhere.json"
    When Alice taps "pool" for {C}
    Then the action is refused (CR 106.7)
    And "pool" is untapped
    And Alice's mana pool is empty

  @ruling:mana-production.could-produce @cr:106.7 @cr:305.6 @card:Fellwar_Stone
  Scenario: Fellwar Stone could produce each colour its opponent's Everywhere could produce
    Given the board "mana_production/fellwar-opposing-everywhere.json"
    Then "fellwar" could produce {W}, {U}, {B}, {R} and {G}
