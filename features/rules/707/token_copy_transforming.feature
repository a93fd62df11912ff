Feature: A token copy of a transforming permanent is a transforming token (CR 707.8a)
  A token that copies a transforming permanent has both its faces and enters with the face up that the permanent
  shows: copying Insectile Aberration, it is Insectile Aberration whose mana value is its front face's, 1. A token
  that copies Clone copying Insectile Aberration copies no transforming permanent: it has that face alone, mana value 0.

  @cr:707.8a @cr:202.3b @card:Cackling_Counterpart @card:Delver_of_Secrets @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: A token copy of Insectile Aberration enters back face up and, having Delver of Secrets as its front face, has mana value 1
    Given the board "rules/707/counterpart-aberration.json"
    When Alice casts "counterpart" targeting "aberration", paying with {C}{U}{U}
    And all players pass priority
    Then Alice's battlefield holds "Delver of Secrets // Insectile Aberration", "Delver of Secrets // Insectile Aberration"
    When Alice casts "splinters", sacrificing "aberration", targeting "bears"
    And all players pass priority
    Then Alice's battlefield holds "Delver of Secrets // Insectile Aberration"
    And "Insectile Aberration" is 3/2
    And "Insectile Aberration" has flying
    And the mana value of "Insectile Aberration" is 1

  @cr:707.8a @cr:707.2 @card:Cackling_Counterpart @card:Clone @card:Delver_of_Secrets @card:Bone_Splinters
  Scenario: A token copy of Clone copying Insectile Aberration is no transforming token: it has mana value 0
    Given the board "rules/707/counterpart-clone.json"
    When Alice casts "counterpart" targeting "clone", paying with {C}{U}{U}
    And all players pass priority
    Then Alice's battlefield holds "Clone", "Insectile Aberration"
    When Alice casts "splinters", sacrificing "clone", targeting "aberration"
    And all players pass priority
    Then Alice's battlefield holds "Insectile Aberration"
    And Bob's battlefield is empty
    And "Insectile Aberration" is 3/2
    And the mana value of "Insectile Aberration" is 0

  @cr:707.8a @card:Cackling_Counterpart @card:Delver_of_Secrets @card:Bone_Splinters @card:Grizzly_Bears
  Scenario: A token copy of Delver of Secrets front face up enters front face up, a 1/1 without flying
    Given the board "rules/707/counterpart-delver.json"
    When Alice casts "counterpart" targeting "delver", paying with {C}{U}{U}
    And all players pass priority
    Then Alice's battlefield holds "Delver of Secrets // Insectile Aberration", "Delver of Secrets // Insectile Aberration"
    When Alice casts "splinters", sacrificing "delver", targeting "bears"
    And all players pass priority
    Then Alice's battlefield holds "Delver of Secrets // Insectile Aberration"
    And "Delver of Secrets" is 1/1
    And "Delver of Secrets" does not have flying
    And the mana value of "Delver of Secrets" is 1
