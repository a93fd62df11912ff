"""The wrong engines for text-changing effects (tests/engines/broken_text_changing.py): each breaks one rule of CR 612
the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail,
among them the ones tagged with the rule it declares. Each run is restricted (`-k`) to the feature of those rules."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

LANDWALK = "landwalk_text_changed.feature::"
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
    },
    _MODULE + "TextChangeRewritesGrantedAbilities": {
        LANDWALK + "Magical Hack changes Island to Swamp in Emry's text: the islandwalk Lord of Atlantis grants Emry"
        " stays islandwalk",
        LANDWALK + "Emry's text changed from Island to Swamp, then Lord of Atlantis enters: Emry has islandwalk from"
        " it, not swampwalk",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_text_changing_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    assert_caught_exactly(run_corpus(engine, "-k", "landwalk_text_changed"), engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
