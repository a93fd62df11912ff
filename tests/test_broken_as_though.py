"""The wrong engine of tests/engines/broken_as_though.py (CR 609.4: "as though it had flash" read as giving flash) is
failed by the corpus on exactly the scenarios expected here, with status fail, among them one tagged 609.4. The run
is restricted (`-k`) to the feature that catches it."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_as_though:"
AS_THOUGH = "as_though.feature::"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {E + "AsThoughFlashGrantsFlash": "as_though"}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "AsThoughFlashGrantsFlash": {
        AS_THOUGH + "Hypersonic Dragon lets Alice cast Divination in Bob's turn as though it had flash, yet"
        " Divination, in her hand and on the stack, has no flash",
        AS_THOUGH + "Shimmer Myr lets Alice cast Sol Ring in Bob's turn as though it had flash, yet Sol Ring has no"
        " flash, on the stack or on the battlefield",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_as_though_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
