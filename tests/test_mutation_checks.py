"""The checks of [unit] and [fresh] notes (benchmarks/mutation_checks.py): each mutant's test run in a child with
the mutant switched on, a failure a kill, and the engine imported in the child, not before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TEST = """import os
import sys


def test_the_mutant_is_switched_on_and_the_engine_imported_afresh():
    assert "reference_engine" not in sys.modules
    import reference_engine  # noqa: F401

    assert os.environ["MUTANT_UNDER_TEST"] != "pkg.x_f__mutmut_2"
"""


def _checks(tmp_path: Path, checks: dict[str, str]) -> subprocess.CompletedProcess[str]:
    (tmp_path / "test_one.py").write_text(TEST, encoding="utf-8")
    (tmp_path / "quiet_plugin.py").write_text('"""Loaded by each child (-p)."""\n', encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    command = [sys.executable, "-m", "benchmarks.mutation_checks", "--plugin", "quiet_plugin", "--jobs", "2"]
    return subprocess.run(
        command, cwd=tmp_path, env=env, input=json.dumps(checks), capture_output=True, text=True, timeout=120
    )


def test_a_mutant_whose_test_fails_is_killed_and_one_whose_test_passes_is_not(tmp_path: Path) -> None:
    done = _checks(tmp_path, {"pkg.x_f__mutmut_1": "test_one.py", "pkg.x_f__mutmut_2": "test_one.py"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"pkg.x_f__mutmut_1": False, "pkg.x_f__mutmut_2": True}


def test_a_test_that_is_not_found_is_no_kill(tmp_path: Path) -> None:
    done = _checks(tmp_path, {"pkg.x_f__mutmut_1": "test_missing.py"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"pkg.x_f__mutmut_1": False}
