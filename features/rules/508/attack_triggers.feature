Feature: "Whenever [this creature] attacks" triggers as it is declared as an attacker (CR 508.3a, 508.1m, 508.2b)
  CR 508.1m: "Any abilities that trigger on attackers being declared trigger." CR 508.3a: "An ability that reads
  'Whenever [a creature] attacks, . . .' triggers if that creature is declared as an attacker." CR 508.2b: they are
  put onto the stack before the active player gets priority. Goreclaw, Terror of Qal Sisma (4/3): "Whenever Goreclaw
  attacks, each creature you control with power 4 or greater gets +1/+1 and gains trample until end of turn." The
  control: Grizzly Bears attacking without Goreclaw triggers nothing.

  @cr:508.3a @cr:508.1m @card:Goreclaw,_Terror_of_Qal_Sisma @card:Lovestruck_Beast @card:Grizzly_Bears
  Scenario: Goreclaw attacks: its ability resolves and Goreclaw and Lovestruck Beast, power 4 or greater, get +1/+1 and trample
    Given the board "rules/508/goreclaw.json"
    When Alice attacks Bob with "goreclaw"
    And all players pass priority
    Then "goreclaw" is 5/4
    And "goreclaw" has trample
    And "beast" is 6/6
    And "beast" has trample
    And "bears" is 2/2
    And "bears" does not have trample

  @cr:508.2b @cr:508.1m @card:Goreclaw,_Terror_of_Qal_Sisma
  Scenario: Goreclaw's ability is on the stack as Alice gets priority after declaring it as an attacker
    Given the board "rules/508/goreclaw.json"
    When Alice attacks Bob with "goreclaw" and "bears"
    Then the stack is, from the top: a triggered ability of "Goreclaw, Terror of Qal Sisma"
    And Alice has priority
    And "goreclaw" is 4/3

  @cr:508.3a @card:Goreclaw,_Terror_of_Qal_Sisma @card:Grizzly_Bears
  Scenario: Control: Grizzly Bears attacks without Goreclaw: nothing triggers
    Given the board "rules/508/goreclaw.json"
    When Alice attacks Bob with "bears"
    Then "bears" is attacking Bob
    And the stack is empty
    And "goreclaw" is 4/3
    And "beast" is 5/5

  @cr:508.3a @card:Goreclaw,_Terror_of_Qal_Sisma @card:Grizzly_Bears @card:Lovestruck_Beast
  Scenario: The tapped Goreclaw stays home while Grizzly Bears attacks: in the declare blockers step, Lovestruck Beast is still 5/5
    Given the board "rules/508/goreclaw-tapped.json"
    When Alice attacks Bob with "bears"
    And the game advances to declare_blockers
    Then "bears" is attacking Bob
    And "beast" is 5/5
    And "beast" does not have trample
    And "goreclaw" is 4/3
