"""Interrupting a run (SIGINT, as Ctrl-C sends) leaves either the previous report or a complete new one, never a
truncated file: `mtg-conformance run` is interrupted at several moments from start-up to the end, and after
each the report folder holds the previous report.json byte for byte, or a whole report of the same scenarios
that follows the report schema, and no temporary file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.paths import ROOT
from harness.reports.report import load_report

SELECTION = ["-k", "tap_untap or mana_value"]  # a few dozen scenarios: a short run, interrupted many times
FRACTIONS = [0.1, 0.4, 0.7, 0.95, 1.2]  # of a whole run's time: start-up, mid-run, writing, done


def command(report_dir: Path, selection: list[str]) -> list[str]:
    return [
        sys.executable,
        "-m",
        "harness.cli",
        "run",
        f"--report-dir={report_dir}",
        "--no-progress",
        *selection,
    ]


def timed_run(report_dir: Path, selection: list[str] = SELECTION) -> float:
    """A whole run; its duration in seconds."""
    started = time.monotonic()
    done = subprocess.run(command(report_dir, selection), cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert (report_dir / "report.json").exists(), done.stdout[-2000:] + done.stderr[-2000:]
    return time.monotonic() - started


def interrupted_run(report_dir: Path, delay: float, selection: list[str] = SELECTION) -> int | None:
    """A run sent SIGINT after `delay` seconds; its exit code (None if it had finished before the signal)."""
    process = subprocess.Popen(
        command(report_dir, selection), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        process.wait(timeout=delay)
        return None
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGINT)
    return process.wait(timeout=120)


def check_report_folder(report_dir: Path, previous: bytes, scenario_ids: list[str]) -> str:
    """`kept` (the previous report, byte for byte) or `new` (a whole report of the same scenarios)."""
    path = report_dir / "report.json"
    leftovers = [p.name for p in report_dir.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == [], f"temporary files left behind: {leftovers}"
    data = path.read_bytes()
    if data == previous:
        return "kept"
    report = load_report(path)  # raises on a truncated or schema-breaking file
    assert sorted(s["id"] for s in report["scenarios"]) == scenario_ids, "a new report must be of the whole run"
    assert report["summary"]["scenarios"]["total"] == len(scenario_ids)
    return "new"


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
def test_an_interrupted_run_leaves_the_previous_report_or_a_complete_new_one(tmp_path: Path) -> None:
    report_dir = tmp_path / "reports"
    whole = timed_run(report_dir)
    scenario_ids = sorted(s["id"] for s in load_report(report_dir / "report.json")["scenarios"])
    assert len(scenario_ids) > 10
    outcomes = []
    for fraction in FRACTIONS:
        previous = (report_dir / "report.json").read_bytes()
        interrupted_run(report_dir, whole * fraction)
        outcomes.append(check_report_folder(report_dir, previous, scenario_ids))
    assert "kept" in outcomes, "some interruption must have come before the report was written"


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a process group")
def test_ctrl_c_while_workers_start_ends_without_a_traceback(tmp_path: Path) -> None:
    """A terminal's Ctrl-C reaches every process of the run, workers still starting (importing Python) included:
    the run ends as interrupted (130), with the plugin's one line and no worker's traceback."""
    pytest.importorskip("xdist")
    for delay in (0.03, 0.06, 0.1, 0.2):  # after the controller says it starts them: a worker is importing
        run = [*command(tmp_path / "reports", ["-k", "tap_untap"]), "-n", "2"]
        merged = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT}
        process = subprocess.Popen(run, cwd=ROOT, start_new_session=True, **merged)  # type: ignore[call-overload]
        assert process.stdout is not None
        seen = b""
        while b"bringing up nodes" not in seen and process.poll() is None:
            seen += process.stdout.readline()
        time.sleep(delay)
        os.killpg(process.pid, signal.SIGINT)
        rest, _ = process.communicate(timeout=120)
        said = (seen + rest).decode(errors="replace")
        assert process.returncode == 130, said[-3000:]
        assert "Traceback" not in said and "Exception ignored" not in said and "Fatal Python error" not in said, said
        # the plugin's line, or the command's if the signal lands once the scenarios have run (a loaded machine)
        assert ("the run was interrupted" in said or "run: interrupted" in said) and "no report was written" not in said
