"""`report.json` (schema `schemas/report.schema.json`): header, one record per scenario, rollups per
ruling, CR section and mechanic. Written atomically."""

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
from .paths import ROOT
from .results import STATUSES, ScenarioResult, rollup
from .rulings import load_index

REPORT_VERSION = 1
hello_key = pytest.StashKey[dict[str, Any]]()
started_key = pytest.StashKey[str]()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def git_revision() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def build_report(results: list[ScenarioResult], corpus: Path, engine: dict[str, Any], started: str) -> dict:
    index = {r.id: r for r in load_index(corpus)}
    rulings = rollup(results, "rulings", index)
    ruling_records = []
    for rid, data in rulings.items():
        ruling = index.get(rid)
        record = {"id": rid, **data}
        if ruling is not None:
            record.update(text=ruling.text, mechanic=ruling.mechanic, rules=list(ruling.rules))
        else:
            record["unknown"] = True  # a tag naming no ruling of the index: the lint reports it
        ruling_records.append(record)
    scenario_counts = {s: sum(r.status == s for r in results) for s in STATUSES}
    ruling_counts = {s: sum(r["status"] == s for r in ruling_records) for s in (*STATUSES, "uncovered")}
    return {
        "report_version": REPORT_VERSION,
        "harness": {"name": "mtg-conformance", "version": __version__},
        "corpus": {"path": str(corpus), "git_revision": git_revision(), "rulings": len(index)},
        "engine": {"name": engine.get("name"), "version": engine.get("version")},
        "platform": {"python": platform.python_version(), "system": platform.platform()},
        "started": started,
        "finished": now(),
        "summary": {**ruling_counts, "rulings": ruling_counts, "scenarios": {**scenario_counts, "total": len(results)}},
        "scenarios": [r.to_json() for r in results],
        "rulings": ruling_records,
        "cr_sections": rollup(results, "cr"),
        "mechanics": rollup(results, "mechanics", {r.mechanic for r in index.values()}),
    }


def write_reports(report_dir: Path, results: list[ScenarioResult], config: pytest.Config) -> Path:
    from .plugin import corpus_dir

    engine = config.stash.get(hello_key, {"name": config.getoption("--engine"), "version": None})
    report = build_report(results, corpus_dir(config), engine, config.stash.get(started_key, now()))
    path = report_dir / "report.json"
    write_text(path, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    return path
