"""`mtg-conformance merge`: shard reports of one corpus become one report of the same format."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness.cli import main
from harness.paths import ROOT, default_corpus
from harness.reports.merge import merge_reports
from harness.reports.report import ReportError, build_report, load_report, validate_report, write_report
from harness.reports.results import ScenarioResult

ENGINE = {"name": "reference", "version": "0.1.0", "adapter": "reference"}


def _results(n: int) -> list[ScenarioResult]:
    statuses = ["pass", "pass", "fail", "unsupported"]
    return [
        ScenarioResult(
            id=f"features/tap_untap/tap_symbol.feature::test_{k}",
            feature="tap_untap/tap_symbol.feature",
            scenario=f"scenario {k}",
            status=statuses[k % 4],
            rulings=["tap-untap-symbols.tap"],
            cr=["107.5"],
            mechanics=["tap-untap-symbols"],
            cards=["Sol Ring"],
        )
        for k in range(n)
    ]


def _shard(results: list[ScenarioResult], deselected: int, started: str) -> dict:
    selection = {"partial": True, "deselected": deselected} if deselected else None
    return build_report(results, default_corpus(), ENGINE, started, selection, 0)


def _shards(n: int = 8) -> tuple[list[ScenarioResult], list[tuple[str, dict]]]:
    results = _results(n)
    a, b = results[::2], results[1::2]
    return results, [
        ("a.json", _shard(a, len(b), "2026-01-01T00:00:00+00:00")),
        ("b.json", _shard(b, len(a), "2026-01-01T00:00:05+00:00")),
    ]


def test_merged_shards_equal_one_run_of_all_scenarios() -> None:
    results, shards = _shards()
    merged = merge_reports(shards, default_corpus())
    whole = build_report(results, default_corpus(), ENGINE, "2026-01-01T00:00:00+00:00")
    assert validate_report(merged) == []
    assert "selection" not in merged
    assert merged["scenarios"] == whole["scenarios"]
    assert merged["summary"] == whole["summary"]
    assert merged["rulings"] == whole["rulings"]
    assert merged["started"] == "2026-01-01T00:00:00+00:00"


def test_a_missing_shard_makes_the_merged_run_partial() -> None:
    _, shards = _shards()
    merged = merge_reports(shards[:1], default_corpus())
    assert merged["selection"] == {"partial": True, "deselected": 4}
    assert validate_report(merged) == []


def test_overlapping_shards_are_refused() -> None:
    _, shards = _shards()
    with pytest.raises(ReportError, match="shards overlap"):
        merge_reports([shards[0], ("c.json", shards[0][1])], default_corpus())


def test_shards_of_different_engines_are_refused() -> None:
    _, shards = _shards()
    other = {**shards[1][1], "engine": {**ENGINE, "version": "9"}}
    with pytest.raises(ReportError, match="engine"):
        merge_reports([shards[0], ("b.json", other)], default_corpus())


def test_merge_command_writes_a_valid_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, shards = _shards()
    paths = [str(write_report(tmp_path / name, report)) for name, report in shards]
    out = tmp_path / "merged"
    assert main(["merge", *paths, "--report-dir", str(out)]) == 0
    merged = load_report(out / "report.json")
    assert merged["summary"]["scenarios"]["total"] == 8
    assert "merged 2 reports: 8 scenarios" in capsys.readouterr().out


def test_merge_command_reports_a_bad_file_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["merge", str(bad), "--report-dir", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "Traceback" not in err


@pytest.mark.skipif(importlib.util.find_spec("pytest_split") is None, reason="pytest-split is not installed")
def test_pytest_split_shards_merge_into_the_full_run(tmp_path: Path) -> None:
    """Two real shards of the tap/untap features (pytest-split), merged: the same scenarios as one run."""
    corpus = tmp_path / "corpus"
    (corpus / "fixtures").mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        (corpus / name).write_bytes((ROOT / "features" / name).read_bytes())
    for src in (ROOT / "features" / "tap_untap").glob("*symbol.feature"):  # not the controls
        (corpus / "tap_untap").mkdir(exist_ok=True)
        (corpus / "tap_untap" / src.name).write_bytes(src.read_bytes())
    (corpus / "fixtures" / "tap_untap").symlink_to(ROOT / "features" / "fixtures" / "tap_untap")
    shards = []
    for group in (1, 2):
        report_dir = tmp_path / f"shard{group}"
        cmd = [sys.executable, "-m", "pytest", str(corpus), f"--corpus={corpus}", f"--report-dir={report_dir}", "-q"]
        cmd += ["-p", "no:cacheprovider", "--splits", "2", "--group", str(group)]
        subprocess.run(cmd, cwd=tmp_path, capture_output=True, check=False)
        shards.append(str(report_dir / "report.json"))
    assert main(["merge", *shards, "--corpus", str(corpus), "--report-dir", str(tmp_path / "merged")]) == 0
    merged = json.loads((tmp_path / "merged" / "report.json").read_text(encoding="utf-8"))
    parts = [json.loads(Path(p).read_text(encoding="utf-8")) for p in shards]
    assert all(p["selection"]["partial"] for p in parts)
    assert "selection" not in merged
    ids = sorted(s["id"] for p in parts for s in p["scenarios"])
    assert [s["id"] for s in merged["scenarios"]] == ids
    written = sum(f.read_text(encoding="utf-8").count("Scenario:") for f in (corpus / "tap_untap").glob("*.feature"))
    assert len(ids) == written > 0
