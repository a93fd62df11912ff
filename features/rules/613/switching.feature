Feature: Power and toughness are switched in layer 7d, after every effect that modifies them (CR 613.4d)
  CR 613.4d: "Layer 7d: Effects that switch a creature's power and toughness are applied. Such effects take the
  value of power and apply it to the creature's toughness, and take the value of toughness and apply it to the
  creature's power." Its example: a +0/+1 effect created after the switch still applies before it. About Face:
  "Switch target creature's power and toughness until end of turn." Bonesplitter: "Equipped creature gets
  +2/+0." Shivan Dragon, a 5/5: "{R}: This creature gets +1/+0 until end of turn."

  @cr:613.4d @card:About_Face @card:Bonesplitter @card:Grizzly_Bears
  Scenario: About Face switches Grizzly Bears equipped with Bonesplitter, a 4/2, to 2/4: the switch takes the +2/+0 into account
    Given the board "rules/613/bears-bonesplitter-about-face.json"
    Then "bears" is 4/2
    When Alice casts "about-face" targeting "bears"
    And all players pass priority
    Then "bears" is 2/4

  @cr:613.4 @cr:613.4d @card:About_Face @card:Shivan_Dragon
  Scenario: Shivan Dragon's +1/+0, created after About Face switched it, still applies before the switch: the Dragon is 5/6, not 6/5
    Given the board "rules/613/shivan-about-face.json"
    When Alice casts "about-face" targeting "dragon"
    And all players pass priority
    Then "dragon" is 5/5
    When Alice activates "dragon"
    And all players pass priority
    Then "dragon" is 5/6

  @cr:613.4d @card:Shivan_Dragon
  Scenario: Control: without About Face, Shivan Dragon's +1/+0 makes it 6/5
    Given the board "rules/613/shivan-about-face.json"
    When Alice activates "dragon"
    And all players pass priority
    Then "dragon" is 6/5
