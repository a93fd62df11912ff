"""The broken engines written for rules the review found decided by nothing (tests/engines/broken_decisions.py) are
caught, each on at least two scenarios of its rule, and on exactly the expected ones of those features."""

from __future__ import annotations

import pytest

from .conftest import failing

NTH = "nth_from_the_top.feature::"
ADVANCE = "advance_with_a_spell_on_the_stack.feature::"
EXPECTED = {
    "tests.engines.broken_decisions:ShortLibraryPutsOnTop": {
        NTH + "Into Alice's library of four cards, fewer than seven, Approach goes on the bottom: four draws leave"
        " only it there",
        NTH + "Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: six draws leave only"
        " it there",
    },
    "tests.engines.broken_decisions:StepEndsWhenTheStackEmpties": {
        ADVANCE + "Memnite resolves and leaves the stack empty: Alice's precombat main phase goes on, and she has"
        " priority",
        ADVANCE + "Once Memnite has resolved, both players pass in succession with the stack empty, and the beginning"
        " of combat step begins",
        # Approach resolves into the library, the stack is empty and the step ends: the draws are in another turn
        NTH + "Into Alice's library of eight cards, Approach goes seventh from the top: six draws leave it there, the"
        " next two reach it",
        NTH + "Into Alice's library of four cards, fewer than seven, Approach goes on the bottom: four draws leave"
        " only it there",
        NTH + "Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: six draws leave only"
        " it there",
    },
}
SCOPE = "nth_from_the_top or advance_with_a_spell_on_the_stack"


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")
