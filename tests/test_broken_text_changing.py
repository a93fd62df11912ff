"""The wrong engines for text-changing effects (tests/engines/broken_text_changing.py): each breaks one rule of CR 612
the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail,
among them the ones tagged with the rule it declares. Each run is restricted (`-k`) to the features of those rules."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

LANDWALK = "landwalk_text_changed.feature::"
TOKEN = "text_change_on_a_token.feature::"
NAME = "name_not_changed.feature::"
SCOPE = "landwalk_text_changed or text_change_on_a_token or name_not_changed"
GOAT_ISLAND = (
    NAME + "Magical Hack changes Mountain to Island in the text of the Mountain Goat spell: it is still named Mountain"
    " Goat, and enters with islandwalk"
)
GOAT_FOREST = (
    NAME + "Magical Hack changes Mountain to Forest in the text of the Mountain Goat spell: the spell on the stack is"
    " still Mountain Goat"
)
TOKEN_WRAITH = (
    TOKEN + "Magical Hack changes Swamp to Island in the text of a token copy of Bog Wraith: the token has islandwalk"
    " and no longer swampwalk"
)
TOKEN_LORD = (
    TOKEN + "Magical Hack changes Island to Swamp in the text of a token copy of Lord of Atlantis: Emry has swampwalk"
    " from the token instead of islandwalk"
)
HACK_BEFORE_COPY = (
    TOKEN + "Magical Hack changes Swamp to Island in Bog Wraith's text before Cackling Counterpart copies it: the"
    " token, defined by the copy, has swampwalk"
)
_MODULE = "tests.engines.broken_text_changing:"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    _MODULE + "TextChangeSkipsKeywords": {
        LANDWALK + "Magical Hack changes Swamp to Island in Bog Wraith's text: it has islandwalk and no longer"
        " swampwalk",
        LANDWALK + "Magical Hack changes Swamp to Island in the text of the Bog Wraith spell: the permanent it becomes"
        " has islandwalk",
        LANDWALK + "Magical Hack changes Island to Swamp in Lord of Atlantis's text: Emry, another Merfolk, has"
        " swampwalk instead of islandwalk",
        TOKEN_WRAITH,
        TOKEN_LORD,
        HACK_BEFORE_COPY,
        GOAT_ISLAND,
        GOAT_FOREST,
    },
    _MODULE + "TextChangeRewritesGrantedAbilities": {
        LANDWALK + "Magical Hack changes Island to Swamp in Emry's text: the islandwalk Lord of Atlantis grants Emry"
        " stays islandwalk",
        LANDWALK + "Emry's text changed from Island to Swamp, then Lord of Atlantis enters: Emry has islandwalk from"
        " it, not swampwalk",
    },
    _MODULE + "TextChangeSkipsTokens": {TOKEN_WRAITH, TOKEN_LORD},
    _MODULE + "TextChangeRenames": {GOAT_ISLAND, GOAT_FOREST},
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_text_changing_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    assert_caught_exactly(run_corpus(engine, "-k", SCOPE), engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
