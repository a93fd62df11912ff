"""Gating on real runs: a baseline written from one engine's run, then a run of an engine that fails more scenarios
inside the same failing ruling. `run --baseline`, `baseline check` and `diff` give the same verdict (one comparison),
each regressed scenario shown first with its cause; report.json, .md, .html and junit.xml carry the verdict."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.paths import ROOT
from harness.reports import gate
from harness.reports.baseline import baseline_from_report
from harness.reports.report import load_report

BASE = "tests.engines.broken:TapsTappedPermanents"  # fails 4 scenarios of tap-untap-symbols.tap (107.5)
WORSE = "tests.engines.gating:ChecksNoSymbols"  # fails those and 2 of summoning sickness, in the same ruling
SELECTION = ["--cr", "107.5"]  # 21 scenarios, nearly all of tap-untap-symbols.tap
REGRESSED = "A creature that came under its controller's control this turn can't pay {T}"


def _run(engine: str, report_dir: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", engine, *SELECTION, "--no-progress"]
    command += ["--report-dir", str(report_dir), *extra]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def gated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The baseline of BASE's run (`run --write-baseline`: one command), and WORSE's run gated on it."""
    tmp = tmp_path_factory.mktemp("gating")
    baseline = tmp / "baseline.json"
    first = _run(BASE, tmp / "base", "--write-baseline", str(baseline))
    assert first.returncode == 0, first.stdout + first.stderr  # it fails scenarios, and they are now expected
    assert f"baseline: {baseline} (expects this run's statuses)" in first.stdout
    written = json.loads(baseline.read_text(encoding="utf-8"))
    assert written == baseline_from_report(load_report(tmp / "base" / "report.json"))
    done = _run(WORSE, tmp / "worse", "--baseline", str(baseline))
    return {"tmp": tmp, "baseline": baseline, "done": done, "report": tmp / "worse" / "report.json"}


def test_a_scenario_regressed_inside_a_failing_ruling_fails_the_run_and_is_shown_first_with_its_cause(
    gated: dict[str, Any],
) -> None:
    done = gated["done"]
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert "tap-untap-symbols.tap" in out and "known failures: 4 scenarios, 1 ruling" in out
    at = out.index(f'REGRESSION: scenario "{REGRESSED}": expected pass, got fail')
    cause = out[at:].splitlines()[1:6]
    assert cause == [
        "    features/tap_untap/tap_symbol.feature:" + cause[0].rsplit(":", 1)[1],
        "    ruling tap-untap-symbols.tap; CR 107.5, 302.6, 602.5a, 605.3",
        "    step:     the action is refused (CR 302.6 or 602.5a)",
        "    expected: the action is refused",
        "    observed: the engine allowed it",
    ]
    line = int(cause[0].rsplit(":", 1)[1])
    feature = (ROOT / "features/tap_untap/tap_symbol.feature").read_text(encoding="utf-8").splitlines()
    assert feature[line - 1].strip() == f"Scenario: {REGRESSED}"
    assert out.rstrip().splitlines()[-1].startswith("baseline: FAILED: 5 regressions (2 scenarios, 3 rules)")
    known = "An already tapped permanent can't be tapped again to pay {T}"
    assert known not in out, "a known failure is counted, not listed"


def test_run_baseline_check_and_diff_give_one_verdict(
    gated: dict[str, Any], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []
    compare = gate.compare
    monkeypatch.setattr(gate, "compare", lambda *a, **k: calls.append(k or a[3:]) or compare(*a, **k))
    report, baseline = str(gated["report"]), str(gated["baseline"])
    capsys.readouterr()
    assert main(["baseline", "check", report, baseline]) == 1
    checked = capsys.readouterr().out.splitlines()
    run_lines = gated["done"].stdout.splitlines()
    assert run_lines[-len(checked) :] == checked, "run --baseline printed what baseline check prints"
    assert main(["diff", str(gated["tmp"] / "base" / "report.json"), report]) == 1
    diffed = capsys.readouterr().out.splitlines()
    assert [x for x in diffed if x.startswith("REGRESSION")] == [
        x.replace("expected pass, got fail", "was pass, now fail") for x in checked if x.startswith("REGRESSION")
    ]
    assert [x for x in diffed if x.startswith("    ")] == [x for x in checked if x.startswith("    ")]
    assert diffed[-1].startswith("diff: FAILED: 5 regressions (2 scenarios, 3 rules)")
    assert len(calls) == 2, "baseline check and diff each made the one comparison"


def test_the_report_and_its_renderings_carry_the_verdict(gated: dict[str, Any]) -> None:
    report = load_report(gated["report"])  # follows the schema with its verdict
    verdict = report["baseline"]
    assert verdict["failed"] and verdict["mode"] == "baseline" and verdict["source"] == str(gated["baseline"])
    first = verdict["regressions"][0]
    assert first["kind"] == "scenario" and first["baseline"] == ["pass"] and first["status"] == "fail"
    assert first["scenario"]["observed"] == "the engine allowed it" and first["scenario"]["line"] > 1
    folder = gated["report"].parent
    md = (folder / "report.md").read_text(encoding="utf-8")
    assert md.index("### ❌ Baseline") < md.index("### Rulings that do not pass") < md.index("### Failures")
    section = md[md.index("### ❌ Baseline") : md.index("### Rulings that do not pass")]
    assert f"#### Regression: {REGRESSED} (was ✅ pass, now ❌ fail)" in section
    assert "features/tap_untap/tap_symbol.feature:" in section
    for text in ("| step | `the action is refused (CR 302.6 or 602.5a)` |", "| observed | `the engine allowed it` |"):
        assert text in section
    assert "Known failures: 4 scenarios, 1 ruling and 3 CR rules fail or err as the baseline expects" in section
    html = (folder / "report.html").read_text(encoding="utf-8")
    verdict_html = html[html.index('id="baseline-verdict"') : html.index("<h2>Rulings</h2>")]
    assert 'data-failed="true"' in verdict_html and "the engine allowed it" in verdict_html
    assert REGRESSED.replace("'", "&#39;") in verdict_html
    junit = ET.parse(folder / "junit.xml").getroot()
    suite = next(s for s in junit.iter("testsuite") if s.get("name") == "baseline")
    failure = suite.find("testcase/failure")
    assert failure is not None and failure.get("message", "").startswith("baseline: FAILED")
    assert f"REGRESSION: {REGRESSED}: was pass, now fail" in (failure.text or "")
    marked = [
        c.get("name") for c in junit.iter("testcase") if c.find("properties/property[@name='baseline']") is not None
    ]
    assert REGRESSED in marked and len(marked) == 2
    rendered = subprocess.run(
        [sys.executable, "-m", "harness.cli", "render", str(gated["report"]), "--to", "terminal"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert f'REGRESSION: scenario "{REGRESSED}"' in " ".join(rendered.stdout.split())
    assert (
        rendered.stdout.rstrip().splitlines()[-1].startswith("baseline: FAILED: 5 regressions (2 scenarios, 3 rules)")
    )


def test_the_control_a_run_that_fails_only_what_its_baseline_expects_passes(gated: dict[str, Any]) -> None:
    done = _run(BASE, gated["tmp"] / "again", "--baseline", str(gated["baseline"]))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.rstrip().splitlines()[-1].startswith("baseline: ok: 0 regressions")
    both = _run(BASE, gated["tmp"] / "again", "--baseline", "x.json", "--write-baseline", "y.json")
    assert both.returncode == 2 and "not both" in both.stderr
    report = load_report(gated["tmp"] / "again" / "report.json")
    assert report["baseline"]["failed"] is False
    assert "### ✅ Baseline" in (gated["tmp"] / "again" / "report.md").read_text(encoding="utf-8")


def test_baseline_check_write_adds_the_verdict_to_a_report_folder_and_without_it_changes_nothing(
    gated: dict[str, Any], tmp_path: Path
) -> None:
    import shutil

    folder = shutil.copytree(gated["report"].parent, tmp_path / "merged")
    report = folder / "report.json"
    del_verdict = {k: v for k, v in load_report(report).items() if k != "baseline"}  # as `merge` writes it
    report.write_text(json.dumps(del_verdict), encoding="utf-8")
    assert main(["baseline", "check", str(report), str(gated["baseline"])]) == 1
    assert "baseline" not in load_report(report), "the control: no --write, no change"
    assert main(["baseline", "check", str(report), str(gated["baseline"]), "--write"]) == 1
    assert REGRESSED in [
        c["scenario"]["title"] for c in load_report(report)["baseline"]["regressions"] if c["kind"] == "scenario"
    ]
    assert f"#### Regression: {REGRESSED}" in (folder / "report.md").read_text(encoding="utf-8")
    assert main(["baseline", "check", str(gated["baseline"]), str(gated["baseline"]), "--write"]) == 2
