"""The wrong engines of tests/engines/broken_permissions_found.py (issue 42): each breaks one rule the way an engine
author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one tagged
with a rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

_LAND = "land_played_this_way.feature::"
_IF_ABLE = "cast_if_able_hidden_cost.feature::"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_permissions_found:PlayedLandNotFound": "land_played_this_way",
    "tests.engines.broken_permissions_found:MadeToCastAnyway": "cast_if_able_hidden_cost",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_permissions_found:PlayedLandNotFound": {
        _LAND + "Bob plays the Forest he exiled to Lightstall Inquisitor's ability in his turn: the Forest enters "
        "tapped",
        _LAND + "The Forest Bob plays from exile enters tapped, never becoming tapped: Freyalise's Winds doesn't "
        "trigger",
    },
    "tests.engines.broken_permissions_found:MadeToCastAnyway": {
        _IF_ABLE + "Omen Machine exiles Caustic Exhale in Alice's draw step: holding Shivan Dragon, she still may "
        "decline to cast it",
        _IF_ABLE + "Alice's Omen Machine exiles Caustic Exhale in Bob's draw step: Bob, holding Hypersonic Dragon, "
        "still may decline to cast it",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])
