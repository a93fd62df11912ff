Feature: A creature that attacks each combat if able must attack when it can (CR 508.1d)
  CR 508.1d: "The active player checks each creature they control to see whether it's affected by any requirements
  (effects that say a creature attacks if able, or that it attacks if some condition is met). If the number of
  requirements that are being obeyed is fewer than the maximum possible number of requirements that could be obeyed
  without disobeying any restrictions, the declaration of attackers is illegal." Bloodrock Cyclops: "Bloodrock
  Cyclops attacks each combat if able." When it can't attack (tapped, 508.1a; new under Alice's control without
  haste, 302.6), obeying the requirement is impossible and the declaration without it is legal.

  @cr:508.1d @card:Bloodrock_Cyclops
  Scenario: Alice can't declare no attackers while Bloodrock Cyclops can attack
    Given the board "rules/508/attacks-if-able.json"
    When Alice declares no attackers
    Then the action is refused (CR 508.1d)
    When Alice attacks Bob with "cyclops"
    Then "cyclops" is attacking Bob

  @cr:508.1d @card:Bloodrock_Cyclops @card:Grizzly_Bears
  Scenario: Grizzly Bears can't attack without Bloodrock Cyclops
    Given the board "rules/508/attacks-if-able.json"
    When Alice attacks Bob with "bears"
    Then the action is refused (CR 508.1d)
    And "bears" is not attacking
    And "bears" is untapped
    When Alice attacks Bob with "bears" and "cyclops"
    Then "bears" is attacking Bob
    And "cyclops" is attacking Bob

  @cr:508.1d @card:Bloodrock_Cyclops
  Scenario: Bloodrock Cyclops attacks alone, Grizzly Bears staying home
    Given the board "rules/508/attacks-if-able.json"
    When Alice attacks Bob with "cyclops"
    Then "cyclops" is attacking Bob
    And "bears" is not attacking

  @cr:508.1d @context:508.1a @card:Bloodrock_Cyclops @card:Grizzly_Bears
  Scenario: The tapped Bloodrock Cyclops can't attack, so Grizzly Bears attacks without it
    Given the board "rules/508/attacks-if-able-tapped.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And "cyclops" is not attacking

  @cr:508.1d @context:302.6 @card:Bloodrock_Cyclops @card:Grizzly_Bears
  Scenario: Bloodrock Cyclops, new under Alice's control this turn, can't attack, so Grizzly Bears attacks without it
    Given the board "rules/508/attacks-if-able-new.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And "cyclops" is not attacking
