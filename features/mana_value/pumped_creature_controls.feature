@mechanic:mana-value
Feature: An effect that changes a creature's power doesn't change its mana value (CR 202.3, 613.4c): the controls
  Ruling: "A creature's mana value is determined solely by the mana symbols printed in its upper right corner
  (unless that creature is the back face of a double-faced card, is a melded permanent, or is copying
  something else; see below). If the mana cost includes {X}, X is 0. If it's a single-faced card with no mana
  symbols in its upper right corner (because it's an animated land, for example), its mana value is 0.
  Ignore any alternative costs or additional costs (such as kicker) that were paid as the creature was cast."
  Shivan Dragon: "{R}: This creature gets +1/+0 until end of turn." Each activation modifies its power in
  layer 7c (613.4c) and leaves its toughness as it is; its mana value is still that of {4}{R}{R}.

  @ruling:mana-value.printed-mana-cost-only @cr:202.3 @cr:613.4c @card:Shivan_Dragon
  Scenario: Shivan Dragon pumped twice with {R} is 7/5, and its mana value is still 6
    Given the board "mana_value/shivan-dragon-two-red.json"
    When Alice activates "dragon"
    And all players pass priority
    And Alice activates "dragon"
    And all players pass priority
    Then "dragon" is 7/5
    And the mana value of "dragon" is 6
    And Alice's mana pool is empty
