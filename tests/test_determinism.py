"""Determinism: two runs of the whole corpus, and a run on two pytest-xdist workers, give identical results
for every scenario (status, reason, step, expected and observed; only the timing may differ)."""

from __future__ import annotations

from pathlib import Path

from harness.reports.report import validate_report

from .engines.recording import outcomes, run_corpus_to


def test_two_serial_runs_and_a_parallel_run_give_identical_results(tmp_path: Path) -> None:
    first = run_corpus_to(tmp_path / "first", "reference")
    second = run_corpus_to(tmp_path / "second", "reference")
    parallel = run_corpus_to(tmp_path / "parallel", "reference", "-n", "2")
    for report in (first, second, parallel):
        assert validate_report(report) == []
    assert first["summary"]["scenarios"]["total"] > 100
    assert outcomes(second) == outcomes(first)
    assert parallel["platform"]["workers"] == 2
    assert outcomes(parallel) == outcomes(first), "pytest-xdist workers must give the serial run's results"
    for key in ("rulings", "cr_sections", "mechanics"):
        assert parallel[key] == first[key]
