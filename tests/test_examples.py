"""The Python adapter templates of examples/ (docs/adapters.md, "A first adapter in minutes") run the whole corpus
end to end: the engine says hello, every board loads, and each scenario is reported unsupported (they implement
no action), never failed or errored. `smoke` checks their one query, `life`. test_wheel.py runs the same
examples from an installed wheel, with the commands exactly as the docs give them."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from harness.paths import CORPUS_ENV, ROOT
from harness.run.parallel import count_scenarios

EXAMPLES = ROOT / "examples"
CLI = Path(sys.executable).with_name("mtg-conformance")
CMD_ENGINE = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(EXAMPLES / 'python-cmd' / 'adapter.py'))}"


def cli(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != CORPUS_ENV}  # the corpus is found from cwd
    return subprocess.run([str(CLI), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def run_report(cwd: Path, engine: str, tmp_path: Path) -> dict[str, Any]:
    done = cli(cwd, "run", "--engine", engine, "--report-dir", str(tmp_path), "--no-progress")
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"corpus {json.loads((ROOT / 'features' / 'rulings.json').read_text('utf-8'))['version']} at " in done.stderr
    return json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))


def assert_all_unsupported(report: dict[str, Any], name: str) -> None:
    assert report["engine"]["name"] == name
    scenarios = report["scenarios"]
    assert len(scenarios) == count_scenarios(ROOT / "features")
    assert {s["status"] for s in scenarios} == {"unsupported"}
    missing = {s["reason"] for s in scenarios}
    assert all(re.fullmatch(r"(action|query) '[a-z_]+'", m) for m in missing), missing  # a kind it doesn't list
    assert "query 'life'" not in missing  # the one it implements


def test_the_python_cmd_template_runs_the_whole_corpus(tmp_path: Path) -> None:
    assert_all_unsupported(run_report(ROOT, CMD_ENGINE, tmp_path), "python-cmd-template")


def test_the_in_process_template_runs_the_whole_corpus_named_from_its_folder(tmp_path: Path) -> None:
    report = run_report(EXAMPLES / "python-inprocess", "minimal_adapter:MinimalAdapter", tmp_path)
    assert_all_unsupported(report, "minimal-python")


@pytest.mark.parametrize(
    ("folder", "engine"),
    [(ROOT, CMD_ENGINE), (EXAMPLES / "python-inprocess", "minimal_adapter:MinimalAdapter")],
    ids=["cmd", "in-process"],
)
def test_smoke_passes_and_asks_the_life_query(folder: Path, engine: str) -> None:
    done = cli(folder, "smoke", "--engine", engine)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok    observe: Alice's life total on the trivial board is 20" in done.stdout


def test_the_in_process_template_registers_its_entry_point() -> None:
    project = tomllib.loads((EXAMPLES / "python-inprocess" / "pyproject.toml").read_text(encoding="utf-8"))
    target = project["project"]["entry-points"]["mtg_conformance.engines"]["minimal"]
    assert target == "minimal_adapter:MinimalAdapter"
    assert project["tool"]["setuptools"]["py-modules"] == ["minimal_adapter"]
