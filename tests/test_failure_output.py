"""How pytest shows a scenario that did not pass: in the corpus's words (ruling, step, expected and observed, the
engine's message), without a Python traceback, which says nothing to a rules manager and costs tens of
milliseconds per failing scenario to format (benchmarks, figure 5). An adapter that raises keeps its traceback:
it is a bug to find in the adapter's code."""

from __future__ import annotations

import pytest

from harness.paths import ROOT

from .conftest import run_harness

TAP_UNTAP = str(ROOT / "features" / "tap_untap")


def test_a_conformance_failure_shows_the_ruling_the_step_and_expected_against_observed(
    pytester: pytest.Pytester,
) -> None:
    result, report = run_harness(pytester, TAP_UNTAP, "--engine=tests.engines.inert:InertAdapter")
    failed = [s for s in report["scenarios"] if s["status"] == "fail"]
    assert failed
    out = result.stdout.str()
    for scenario in failed:
        assert f"ruling: {scenario['rulings'][0]}" in out
        assert f"  expected: {scenario['expected']}" in out
        assert f"  observed: {scenario['observed']}" in out
    assert "step: Then " in out or "step: And " in out
    assert "Traceback" not in out and "def check" not in out and "_pytest" not in out


def test_an_adapter_that_raises_keeps_its_traceback(pytester: pytest.Pytester) -> None:
    result, report = run_harness(pytester, TAP_UNTAP, "--engine=tests.engines.raising:RaisesRuntimeError")
    assert {s["status"] for s in report["scenarios"]} == {"error"}
    out = result.stdout.str()
    assert "raise RuntimeError" in out and "tests/engines/raising.py" in out


def test_full_trace_shows_the_traceback(pytester: pytest.Pytester) -> None:
    result, _ = run_harness(pytester, TAP_UNTAP, "--engine=tests.engines.inert:InertAdapter", "--full-trace")
    assert "raise ConformanceFailure" in result.stdout.str()
