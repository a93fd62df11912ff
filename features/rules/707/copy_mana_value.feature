Feature: A copy has the mana cost of what it copies, so its mana value (CR 707.2, 202.3)
  CR 707.2: the copiable values of an object include its mana cost; CR 202.3: the mana value of an object is
  the total amount of mana in its mana cost. A cost that counts the mana value of a copy counts the copied one's.

  @cr:707.2 @cr:202.3 @cr:702.119a @card:Clone @card:Shivan_Dragon @card:Decimator_of_the_Provinces
  Scenario: Sacrificing a Clone copying Shivan Dragon reduces the cost for emerge by 6, the copied mana value
    Given the board "rules/707/decimator-clone-of-shivan.json"
    When Alice casts "decimator" for its emerge cost, sacrificing "clone"
    Then Alice paid {G}{G}{G} for the spell
    And Alice's mana pool is empty
