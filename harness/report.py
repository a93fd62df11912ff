"""`report.json` (schema `schemas/report.schema.json`): header, one record per scenario, rollups per
ruling, CR section and mechanic (DESIGN §5). Written atomically, with its renderings beside it."""

from __future__ import annotations

import json
import platform
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from . import __version__
from .atomic import write_text
from .errors import CorpusError, Problem
from .paths import ROOT
from .results import STATUSES, ScenarioResult, rollup
from .rulings import load_index
from .schemas import validate_instance

REPORT_VERSION = 1
REPORT_NAME = "report.json"
hello_key = pytest.StashKey[dict[str, Any]]()
started_key = pytest.StashKey[str]()
selection_key = pytest.StashKey[dict[str, Any]]()


class ReportError(CorpusError):
    """A report file that can't be read or doesn't follow the report schema."""


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _git(*args: str) -> str | None:
    try:
        out = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def git_revision() -> str | None:
    return _git("rev-parse", "HEAD") or None


def _dirty(corpus: Path) -> bool | None:
    status = _git("status", "--porcelain", "--", str(corpus))
    return None if status is None else bool(status)


def _seconds(started: str, finished: str) -> float:
    try:
        return max(0.0, (datetime.fromisoformat(finished) - datetime.fromisoformat(started)).total_seconds())
    except ValueError:
        return 0.0


def _ruling_records(results: list[ScenarioResult], index: dict[str, Any], partial: bool) -> list[dict[str, Any]]:
    """One record per ruling of the index (only the tested ones when the run was partial), worst scenario first."""
    universe = () if partial else index
    records = []
    for rid, data in rollup(results, "rulings", universe).items():
        record = {"id": rid, **data}
        ruling = index.get(rid)
        if ruling is not None:
            record.update(text=ruling.text, mechanic=ruling.mechanic, rules=list(ruling.rules))
        else:
            record["unknown"] = True  # a tag naming no ruling of the index: the lint reports it
        records.append(record)
    return records


def build_report(
    results: list[ScenarioResult],
    corpus: Path,
    engine: dict[str, Any],
    started: str,
    selection: dict[str, Any] | None = None,
    workers: int = 0,
) -> dict[str, Any]:
    """The report of one run (DESIGN §5); `selection` says which scenarios were chosen when not all were."""
    results = sorted(results, key=lambda r: r.id)  # parallel runs finish in any order
    index = {r.id: r for r in load_index(corpus)}
    partial = bool(selection and selection.get("partial"))
    ruling_records = _ruling_records(results, index, partial)
    scenario_counts = {s: sum(r.status == s for r in results) for s in STATUSES}
    ruling_counts = {s: sum(r["status"] == s for r in ruling_records) for s in (*STATUSES, "uncovered")}
    mechanics = set() if partial else {r.mechanic for r in index.values()}
    finished = now()
    report: dict[str, Any] = {
        "report_version": REPORT_VERSION,
        "harness": {"name": "mtg-conformance", "version": __version__},
        "corpus": {
            "path": str(corpus),
            "version": __version__,
            "git_revision": git_revision(),
            "dirty": _dirty(corpus),
            "rulings": len(index),
        },
        "engine": {"name": engine.get("name"), "version": engine.get("version"), "adapter": engine.get("adapter")},
        "platform": {"python": platform.python_version(), "system": platform.platform(), "workers": workers},
        "started": started,
        "finished": finished,
        "duration": round(_seconds(started, finished), 3),
        "summary": {
            **ruling_counts,
            "rulings": {**ruling_counts, "total": len(ruling_records)},
            "scenarios": {**scenario_counts, "total": len(results)},
        },
        "scenarios": [r.to_json() for r in results],
        "rulings": ruling_records,
        "cr_sections": rollup(results, "cr"),
        "mechanics": rollup(results, "mechanics", mechanics),
    }
    if selection:
        report["selection"] = selection
    return report


def load_report(path: Path | str) -> dict[str, Any]:
    """A report file, checked against the report schema; a `ReportError` naming the file and pointer if not."""
    path = Path(path)
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReportError(Problem(str(path), "", f"can't read the report: {exc.strerror or exc}")) from None
    except json.JSONDecodeError as exc:
        raise ReportError(Problem(str(path), f"line {exc.lineno}", f"not JSON: {exc.msg}")) from None
    if not isinstance(report, dict) or "report_version" not in report:
        raise ReportError(Problem(str(path), "/", "not an mtg-conformance report (no report_version)"))
    problems = validate_instance(report, "report.schema.json", str(path))
    if problems:
        raise ReportError(problems)
    return report


def validate_report(report: dict[str, Any], name: str = "report") -> list[Problem]:
    """Every way `report` departs from the report schema."""
    return validate_instance(report, "report.schema.json", name)


def write_report(path: Path, report: dict[str, Any]) -> Path:
    write_text(path, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    return path


def write_reports(report_dir: Path, results: list[ScenarioResult], config: pytest.Config) -> Path:
    """report.json and its renderings (Markdown, HTML, JUnit XML, badge) in `report_dir`."""
    from .plugin import corpus_dir
    from .render import write_renderings

    adapter = config.getoption("--engine")
    engine = {"adapter": adapter, **config.stash.get(hello_key, {"name": adapter, "version": None})}
    workers = getattr(config.option, "numprocesses", 0)
    report = build_report(
        results,
        corpus_dir(config),
        engine,
        config.stash.get(started_key, now()),
        config.stash.get(selection_key, None),
        workers if isinstance(workers, int) else 0,
    )
    path = write_report(report_dir / REPORT_NAME, report)
    write_renderings(report_dir, report)
    return path


RESULT_PROPERTY = "conformance"
RUN_PROPERTY = "conformance_run"


def run_info(config: pytest.Config) -> dict[str, Any]:
    """What the controller of a parallel run can't know by itself: the engine's hello and the selection."""
    return {"engine": config.stash.get(hello_key, None), "selection": config.stash.get(selection_key, None)}


items_run_key = pytest.StashKey[int]()  # tests that started (a @pending scenario, skipped, counts)


class ResultCollector:
    """Gathers scenario results from test reports' `user_properties`: in a serial run from this process,
    under pytest-xdist on the controller from every worker (the workers' own lists are never written)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        from .results import results_key

        if report.when == "setup":
            self.config.stash[items_run_key] = self.config.stash.get(items_run_key, 0) + 1
        for name, value in report.user_properties:
            if name == RESULT_PROPERTY:
                self.config.stash[results_key].append(ScenarioResult.from_json(dict(value)))
            elif name == RUN_PROPERTY:
                for key, stash_key in (("engine", hello_key), ("selection", selection_key)):
                    if value.get(key) is not None and stash_key not in self.config.stash:
                        self.config.stash[stash_key] = value[key]


def report_dir_problem(path: Path) -> str | None:
    """Why reports can't be written to `path` (None when they can), asked before the run by creating the folder
    and a file in it: a whole run's results are not to be lost to a folder that is a file or read-only."""
    import os
    import tempfile

    path = Path(path)
    if path.exists() and not path.is_dir():
        return f"--report-dir {path}: is a file, not a folder"
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=path, prefix=".mtg-conformance-probe.")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"--report-dir {path}: can't write there: {exc.strerror or exc}"
    return None


def write_reports_elsewhere(results: list[ScenarioResult], config: pytest.Config) -> Path | None:
    """The run's reports in a new temporary folder, when the report folder failed after the run: not lost."""
    import tempfile

    try:
        folder = Path(tempfile.mkdtemp(prefix="mtg-conformance-report-"))
        write_reports(folder, results, config)
    except OSError:
        return None
    return folder
