"""The wrong engines for linked abilities and "until" one-shot effects (tests/engines/broken_linked.py): each breaks
one rule of CR 607 or 610.3 the way an engine author might, and the corpus fails it on exactly the scenarios
expected here, with status fail, among them the ones tagged with the rule it declares. Each run is restricted
(`-k`) to the features of those rules."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

OWN = "exiled_card_of_this_object.feature::"
EACH = "each_exiled_card.feature::"
CHOSEN = "chosen_color_of_this_object.feature::"
UNTIL = "exiled_until_it_leaves.feature::"
ONE_CHOICE = "one_choice_two_abilities.feature::"
SCOPE = (
    "exiled_card_of_this_object or each_exiled_card or chosen_color_of_this_object or exiled_until_it_leaves"
    " or one_choice_two_abilities or kicked_as_it_was_cast or one_shot_effect_once or delayed_return"
    " or ability_linked_to_itself"
)
DELAYED = "delayed_return.feature::"
ONCE = "one_shot_effect_once.feature::"
KICKED = "kicked_as_it_was_cast.feature::"

TWO_HUNTERS_FIRST = (
    OWN + "Two Fiend Hunters exile Watchwolf and Grizzly Bears; the first leaves and returns Watchwolf only"
)
TWO_HUNTERS_SECOND = (
    OWN + "Control: two Fiend Hunters exile Watchwolf and Grizzly Bears; the second leaves and returns the Bears only"
)
SWORDS_AFTER = (
    OWN + "Fiend Hunter exiles Watchwolf, then Swords to Plowshares exiles the Bears; the Hunter leaves and returns"
    " Watchwolf only"
)
HUNTER_LEAVES_FIRST = (
    OWN + "Fiend Hunter leaves before its first ability resolves: its second ability returns nothing, and Watchwolf,"
    " exiled after, stays exiled"
)
BOTH_TO_BOB = (
    EACH + "With Panharmonicon, Fiend Hunter exiles Watchwolf and Grizzly Bears; when it leaves, both return to Bob"
)
EACH_TO_OWNER = (
    EACH + "With Panharmonicon, Fiend Hunter exiles Bob's Watchwolf and Alice's own Grizzly Bears; when it leaves, each"
    " returns to its owner"
)
PRIEST_BOLTED = (
    UNTIL + "Banisher Priest exiles Watchwolf; Bob's Lightning Bolt destroys the Priest and Watchwolf is back under"
    " Bob's control at once, with nothing on the stack"
)
PRIEST_STOLEN_BEARS = (
    UNTIL + "Banisher Priest exiles Grizzly Bears that Alice owns and Bob controls; once the Priest is destroyed, the"
    " Bears are back at once, under Alice's control"
)
PRIEST_SACRIFICED = (
    UNTIL + "Alice sacrifices her Banisher Priest to Ashnod's Altar after it exiled Watchwolf: Watchwolf returns under"
    " Bob's control"
)
PRIEST_GONE_BOLT = (
    UNTIL + "Bob destroys Banisher Priest with its enters ability on the stack: Watchwolf is never exiled"
)
PRIEST_GONE_ALTAR = (
    UNTIL
    + "Alice sacrifices Banisher Priest to Ashnod's Altar with its enters ability on the stack: Watchwolf is never"
    " exiled"
)

JOURNEY_WATCHWOLF = (
    DELAYED + "Otherworldly Journey exiles Watchwolf in Alice's main phase; it stays exiled until her end step begins,"
    " then returns to Bob with a +1/+1 counter"
)
JOURNEY_PRIEST = (
    DELAYED
    + "Otherworldly Journey exiles Alice's Banisher Priest, so Watchwolf comes back at once; at the end step the"
    " Priest returns and exiles Watchwolf again"
)
JOURNEY_CONTROL = (
    DELAYED
    + "Control: once Otherworldly Journey's delayed ability has returned Watchwolf, the game goes on to the next"
    " turn with Watchwolf a 4/4 on Bob's battlefield"
)

ITSELF = "ability_linked_to_itself.feature::"
SECOND_JOURNEY = (
    ITSELF + "A second Otherworldly Journey exiles Grizzly Bears in response to the first one's return: only"
    " Watchwolf, the card the first exiled, returns"
)
HUNTER_THEN_JOURNEY = (
    ITSELF + "Fiend Hunter exiles Grizzly Bears, Otherworldly Journey exiles Watchwolf: at the end step Journey"
    " returns Watchwolf only"
)
JOURNEY_AFTER_RETURN = (
    ITSELF + "Control: the second Otherworldly Journey exiles Grizzly Bears after the first one's return resolved:"
    " Watchwolf is back, the Bears stay exiled"
)

_MODULE = "tests.engines.broken_linked:"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    # a spell's delayed "that card" found by the link number alone returns the other Journey's or Hunter's card
    _MODULE + "ExiledWithAnyObject": {TWO_HUNTERS_FIRST, TWO_HUNTERS_SECOND, SECOND_JOURNEY, HUNTER_THEN_JOURNEY},
    _MODULE + "ExiledCardIsTheLastExiled": {
        TWO_HUNTERS_FIRST,
        SWORDS_AFTER,
        BOTH_TO_BOB,
        EACH_TO_OWNER,
        SECOND_JOURNEY,
    },
    _MODULE + "ExiledCardIsOne": {BOTH_TO_BOB, EACH_TO_OWNER},
    # Otherworldly Journey's exile read as "until" its source, a spell, leaves the battlefield: nothing is exiled
    _MODULE + "LinkedPairReadAsUntil": {
        TWO_HUNTERS_FIRST,
        TWO_HUNTERS_SECOND,
        HUNTER_LEAVES_FIRST,
        JOURNEY_WATCHWOLF,
        JOURNEY_PRIEST,
        JOURNEY_CONTROL,
        SECOND_JOURNEY,
        HUNTER_THEN_JOURNEY,
        JOURNEY_AFTER_RETURN,
    },
    _MODULE + "UntilReturnsByTrigger": {PRIEST_BOLTED, PRIEST_STOLEN_BEARS, PRIEST_SACRIFICED, JOURNEY_PRIEST},
    _MODULE + "UntilReturnsUnderItsController": {PRIEST_BOLTED, PRIEST_SACRIFICED, JOURNEY_PRIEST},
    _MODULE + "UntilExilesAfterTheEvent": {PRIEST_GONE_BOLT, PRIEST_GONE_ALTAR},
    _MODULE + "ChoiceLinkedToOneAbility": {
        ONE_CHOICE + "With red chosen for Gauntlet of Power, Shivan Dragon is 6/6 and a Mountain tapped for {R} adds"
        " {R}{R}",
        ONE_CHOICE + "Alice chooses red as Gauntlet of Power enters: Shivan Dragon becomes 6/6, and a Mountain tapped"
        " for {R} adds {R}{R}",
    },
    _MODULE + "KickedRemembered": {
        KICKED + "Kavu Titan cast kicked is sacrificed to Ashnod's Altar; returned by Order of Whiteclay, it is a 2/2"
        " with no counters and no trample",
        KICKED + "Kavu Titan cast kicked is countered; returned by Order of Whiteclay, it is a 2/2 with no counters and"
        " no trample",
    },
    _MODULE + "OneShotEffectLastsTheTurn": {
        ONCE + "Virtue's Ruin destroys Bob's Serra Angel; the Serra Angel Alice casts afterwards, the same turn, stays"
        " on the battlefield",
        ONCE + "Virtue's Ruin destroys Fiend Hunter, which returns the Serra Angel it exiled: the Angel, back after the"
        " Ruin resolved, stays",
    },
    _MODULE + "DelayedInstructionDoneAtOnce": {
        JOURNEY_WATCHWOLF,
        JOURNEY_PRIEST,
        JOURNEY_CONTROL,
        SECOND_JOURNEY,
        HUNTER_THEN_JOURNEY,
        JOURNEY_AFTER_RETURN,
    },
    _MODULE + "AbilityNotLinkedToItself": {SECOND_JOURNEY, HUNTER_THEN_JOURNEY},
    _MODULE + "ChosenColorOfTheFirstOfItsName": {
        CHOSEN + "With one Gauntlet of Power green and another red, Grizzly Bears is 3/3 and Shivan Dragon 6/6",
        CHOSEN + "Alice casts a second Gauntlet of Power and chooses red as it enters: Shivan Dragon becomes 6/6,"
        " Grizzly Bears stays 3/3",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_linked_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    assert_caught_exactly(run_corpus(engine, "-k", SCOPE), engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
