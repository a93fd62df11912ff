"""The wrong engine of tests/engines/broken_prohibitions.py (CR 602.5: a prohibition on activating abilities that
spares mana abilities) is failed by the corpus on exactly the scenarios expected here, with status fail, among them
one tagged 602.5. The run is restricted (`-k`) to the feature that catches it."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_prohibitions:"
PROHIBITED = "prohibited_activation.feature::"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {E + "ProhibitionSparesManaAbilities": "prohibited_activation"}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "ProhibitionSparesManaAbilities": {
        PROHIBITED + "Llanowar Elves' mana ability is an activated ability of a creature: under Bob's Linvala, Alice"
        " can't tap it for mana",
        PROHIBITED + "While she casts Grizzly Bears, Alice can't pay with Llanowar Elves' mana ability either; with"
        " her Forest and Sol Ring she can",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_prohibition_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
