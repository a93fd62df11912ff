"""Shared test helpers: running the corpus against an engine and reading the report."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from harness.paths import ROOT

pytest_plugins = ["pytester"]


def run_harness(pytester: pytest.Pytester, *args: str) -> tuple[pytest.RunResult, dict[str, Any]]:
    """A fresh pytest (the harness plugin, this checkout's config) writing its report under pytester's folder."""
    report_dir = pytester.path / "report"
    result = pytester.runpytest_subprocess(
        f"--report-dir={report_dir}", "-p", "no:cacheprovider", f"--rootdir={ROOT}", "-c",
        str(ROOT / "pyproject.toml"), *args,
    )  # fmt: skip
    return result, json.loads((report_dir / "report.json").read_text(encoding="utf-8"))


@pytest.fixture
def run_corpus(pytester: pytest.Pytester) -> Any:
    """Run the real corpus (or part of it) against an engine in a fresh pytest; return its report."""

    def run(engine: str, *args: str) -> dict[str, Any]:
        return run_harness(pytester, str(ROOT / "features"), f"--engine={engine}", *args)[1]

    return run


def failing(report: dict[str, Any]) -> set[str]:
    """Scenario ids (feature::scenario name) that did not pass."""
    return {f"{s['feature']}::{s['scenario']}" for s in report["scenarios"] if s["status"] != "pass"}


def assert_caught_exactly(report: dict[str, Any], engine: str, expected: set[str]) -> None:
    """A wrong engine's run fails exactly `expected`, each with status fail (not an error), among them a scenario
    tagged with a rule the engine declares it breaks."""
    assert report["engine"]["name"] != "reference"
    assert failing(report) == expected
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")
    module, name = engine.split(":")
    rules = set(getattr(importlib.import_module(module), name).rules)
    assert any(rules & set(s["cr"]) for s in report["scenarios"] if s["status"] == "fail"), f"none tagged {rules}"


TESTS = Path(__file__).parent
