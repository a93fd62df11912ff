"""`report.json` (schema `schemas/report.schema.json`): header, one record per scenario, rollups per
ruling, CR section and mechanic (DESIGN §5). Written atomically, with its renderings beside it."""

from __future__ import annotations

import json
import platform
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from harness import __version__
from harness.atomic import write_text
from harness.corpus.rulings import load_index
from harness.corpus.scan import load_cr_rules
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.paths import BUNDLED, INDEX, corpus_version
from harness.reading import InputError, load_json, said
from harness.reports.cr_tree import report_tree
from harness.reports.results import STATUSES, ScenarioResult, rollup

REPORT_VERSION = 1
REPORT_NAME = "report.json"


class ReportError(CorpusError):
    """A report file that can't be read or doesn't follow the report schema."""


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _git(corpus: Path, *args: str) -> str | None:
    """Git's answer about the checkout holding `corpus`, run there (not where the harness is installed)."""
    try:
        out = subprocess.run(["git", *args], cwd=corpus, capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def git_revision(corpus: Path) -> str | None:
    """The commit of the checkout holding `corpus`; None when git doesn't track the corpus (an installed corpus,
    even inside a virtual environment in some other repository)."""
    if corpus.is_relative_to(BUNDLED) or not _git(corpus, "ls-files", "--", INDEX):
        return None
    return _git(corpus, "rev-parse", "HEAD") or None


def _dirty(corpus: Path, revision: str | None) -> bool | None:
    status = _git(corpus, "status", "--porcelain", "--", ".") if revision else None
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


def _titles(corpus: Path) -> dict[str, str]:
    """Section titles for the CR tree; none when the corpus has no list of rule numbers (lint says so)."""
    try:
        return load_cr_rules(corpus)
    except CorpusError:
        return {}


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
    revision = git_revision(corpus)
    report: dict[str, Any] = {
        "report_version": REPORT_VERSION,
        "harness": {"name": "mtg-conformance", "version": __version__},
        "corpus": {
            "path": str(corpus),
            "version": corpus_version(corpus),
            "git_revision": revision,
            "dirty": _dirty(corpus, revision),
            "rulings": len(index),
        },
        "engine": {"name": engine.get("name"), "version": engine.get("version"), "adapter": engine.get("adapter")},
        "platform": {"python": platform.python_version(), "system": platform.platform(), "workers": workers},
        "started": started,
        "finished": finished,
        "duration": round(_seconds(started, finished), 3),
        "summary": {
            **ruling_counts,
            "reasons_not_given": sum(len(r.reasons_not_given or ()) for r in results),
            "rulings": {**ruling_counts, "total": len(ruling_records)},
            "scenarios": {**scenario_counts, "total": len(results)},
        },
        "scenarios": [r.to_json() for r in results],
        "rulings": ruling_records,
        "cr_sections": rollup(results, "cr"),
        "cr_tree": report_tree(results, _titles(corpus)),
        "mechanics": rollup(results, "mechanics", mechanics),
    }
    if selection:
        report["selection"] = selection
    return report


def load_report(path: Path | str) -> dict[str, Any]:
    """A report file, checked against the report schema; a `ReportError` naming the file and pointer if not."""
    path = Path(path)
    try:
        report = load_json(path)
    except InputError as exc:
        raise ReportError(said(exc, "report")) from None
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
