@mechanic:expend
Feature: Expend's bonus and count across a turn (CR 700.14, 514.2): the controls
  Junkblade Bruiser reads "Whenever you expend 4, this creature gets +2/+1 until end of turn."
  Ruling: "Abilities that trigger whenever you “expend N” only trigger when you reach that specific amount of
  mana spent on casting spells that turn. This can only happen once per turn."
  The bonus lasts through the turn's last steps and ends in its cleanup step (514.2).

  @ruling:expend.triggers-once-per-turn @cr:700.14 @cr:514.2 @card:Junkblade_Bruiser @card:Shatter
  Scenario: The expend bonus lasts through the end step and ends in the cleanup step
    Given the board "expend/bruiser-three-spent-libraries.json"
    When Alice casts "shatter" targeting "ornithopter"
    And all players pass priority 2 times
    Then "bruiser" is 6/6
    When the game advances to end
    Then "bruiser" is 6/6
    And Alice has spent 5 mana on spells this turn
    When the game advances to cleanup
    Then "bruiser" is 4/5
    When the game advances to the next turn
    Then "bruiser" is 4/5
    And Alice has spent 0 mana on spells this turn

  @ruling:expend.triggers-once-per-turn @cr:700.14 @card:Junkblade_Bruiser @card:Shatter
  Scenario: Having spent exactly four mana already, the next spell doesn't make you expend 4 again
    Given the board "expend/bruiser-four-spent.json"
    When Alice casts "shatter" targeting "ornithopter"
    Then Alice has spent 6 mana on spells this turn
    And the stack is, from the top: "Shatter"
