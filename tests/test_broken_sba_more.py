"""The wrong engines of tests/engines/broken_sba_more.py (state-based actions of CR 704): each breaks one rule the way
an engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them
one tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_sba_more:"
_POISON = {
    "poison_counters.feature::Prologue to Phyresis gives Bob, with nine poison counters, his tenth: he loses the game",
    "poison_counters.feature::With eight poison counters, Bob plays on at nine after one Prologue to Phyresis and"
    " loses to the second",
    "poison_counters.feature::In a game of three, Prologue to Phyresis gives Bob and Carol, with nine poison counters"
    " each, their tenth: both lose, and Alice wins",
}
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "PoisonNeverLoses": "poison_counters",
    E + "PoisonLosesAboveTen": "poison_counters",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "PoisonNeverLoses": _POISON,
    E + "PoisonLosesAboveTen": _POISON,
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_state_based_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
