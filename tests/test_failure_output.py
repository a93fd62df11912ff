"""How pytest shows a scenario that did not pass: in the corpus's words (ruling, step, expected and observed, the
engine's message), without a Python traceback, which says nothing to a rules manager and costs tens of
milliseconds per failing scenario to format (benchmarks, figure 5). An adapter that raises keeps its traceback:
it is a bug to find in the adapter's code."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from harness.paths import ROOT
from harness.reports.terminal import MAX_FAILURES

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


def test_a_failing_run_lists_each_failure_once_by_title_and_corpus_path(tmp_path: Path) -> None:
    """`mtg-conformance run` prints no pytest `FAILED <node id>` line: one list, as the HTML report shows it."""
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", "tests.engines.inert:InertAdapter"]
    command += ["--ruling", "tap-untap-symbols.untap", "--report-dir", str(tmp_path), "--no-progress"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 1, done.stderr
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    failed = [s for s in report["scenarios"] if s["status"] in ("fail", "error")]
    assert 0 < len(failed) <= MAX_FAILURES
    out = done.stdout
    assert "FAILED" not in out and "::test_" not in out and "short test summary" not in out
    flat = " ".join(out.split())  # the terminal wraps long lines
    titles = Counter(s["scenario"] for s in report["scenarios"])
    for scenario in failed:
        shown = f"{scenario['status']} {scenario['scenario']} {scenario['id'].split('::')[0]}"
        assert flat.count(shown) == titles[scenario["scenario"]], shown
        if "expected" in scenario:
            assert f"expected: {' '.join(str(scenario['expected']).split())}" in flat
            assert f"observed: {' '.join(str(scenario['observed']).split())}" in flat
