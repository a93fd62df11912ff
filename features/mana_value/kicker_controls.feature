@mechanic:mana-value
Feature: Kicker changes what is paid, never the mana value (CR 702.33a, 118.8): the controls
  Ruling: "A creature's mana value is determined solely by the mana symbols printed in its upper right
  corner (unless that creature is the back face of a double-faced card, is a melded permanent, or is copying
  something else; see below). If its mana cost includes {X}, X is 0."
  Kavu Titan reads "Kicker {2}{G}. If this creature was kicked, it enters with three +1/+1 counters on it and
  with trample." The kicker cost is an additional cost (118.8) its caster may pay once (702.33a); it changes
  what is paid, never the mana value. (Unkicked, nothing on the permanent refers to the spell that became it, so this
  control doesn't decide 400.7d; the kicked Kavu Titan of printed_mana_cost.feature does.)

  @ruling:mana-value.printed-mana-cost-only @cr:702.33a @cr:202.3 @card:Kavu_Titan
  Scenario: Kavu Titan cast without its kicker enters without counters or trample
    Given the board "mana_value/kicker-controls.json"
    When Alice casts "titan"
    Then Alice paid {1}{G} for the spell
    When all players pass priority
    Then "titan" is on the battlefield
    And "titan" has no +1/+1 counters
    And "titan" does not have trample
    And "titan" is 2/2
    And the mana value of "titan" is 2
