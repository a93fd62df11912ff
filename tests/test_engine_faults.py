"""Engine faults in an in-process adapter (it raises, exits, or answers garbage): each scenario it strikes is
`error` with a message saying what was asked (the request and its kind) and what went wrong; every other scenario's
result is exactly what a clean run gives; the report is complete and follows the report schema.

The subprocess transport's faults (crash, hang, garbage, huge line, exit, wrong id) are proven the same way in
`tests/test_subprocess_adapter.py`; the strike helpers come from there.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.paths import ROOT
from harness.reports.report import validate_report

from .engines.raising import FAULTS
from .engines.recording import by_scenario, outcomes, record_corpus, run_corpus_to
from .test_subprocess_adapter import features_of, strike


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    """A clean run of the corpus in process, with the requests each scenario made."""
    report, lines = record_corpus(tmp_path_factory.mktemp("clean"))
    assert report["summary"]["scenarios"]["total"] > 0
    return report, by_scenario(lines)


def run_faulty(out: Path, adapter: str, kind: str, text: str, features: list[str]) -> dict[str, Any]:
    env = {"MTG_FAULT_ON": kind, "MTG_FAULT_MATCH": text}
    return run_corpus_to(out, f"tests.engines.raising:{adapter}", env=env, features=features)


@pytest.mark.parametrize("adapter", sorted(FAULTS))
def test_a_faulty_in_process_adapter_errs_on_exactly_the_scenarios_it_strikes(clean, tmp_path: Path, adapter: str):
    report_clean, requests = clean
    kind, says = FAULTS[adapter]
    text, struck = strike(kind, requests)
    features = features_of(struck)  # their whole features: the other scenarios there must be unaffected
    report = run_faulty(tmp_path, adapter, kind, text, features)
    assert validate_report(report) == []
    expected = {sid: r for sid, r in outcomes(report_clean).items() if sid.split("::")[0] in features}
    seen = outcomes(report)
    assert len(expected) > len(struck)
    assert sorted(seen) == sorted(expected), "the report must hold every scenario"
    assert {sid for sid, r in seen.items() if r["status"] == "error"} == struck
    for sid in struck:
        assert all(s in seen[sid]["reason"] for s in says), seen[sid]["reason"]
        assert "Traceback" not in seen[sid]["reason"]
    unchanged = {sid: seen[sid] for sid in expected if sid not in struck}
    assert unchanged == {sid: r for sid, r in expected.items() if sid not in struck}


def test_an_adapter_whose_hello_raises_stops_the_run_before_any_scenario_with_one_message(tmp_path: Path) -> None:
    command = [
        sys.executable, "-m", "pytest", str(ROOT / "features/tap_untap"), "--engine=tests.engines.raising:HelloRaises",
        f"--report-dir={tmp_path}", f"--rootdir={ROOT}", "-c", str(ROOT / "pyproject.toml"), "-p", "no:cacheprovider",
    ]  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    output = done.stdout + done.stderr
    assert done.returncode == pytest.ExitCode.USAGE_ERROR
    assert output.count("deliberately broken hello") == 1 and "RuntimeError" in output
    assert "Traceback" not in output and not (tmp_path / "report.json").exists()
