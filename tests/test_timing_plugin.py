"""The benchmarks' timing plugin still loads and times a run (it wraps the harness's engine start, which moved)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from harness.paths import ROOT


def test_the_timing_plugin_times_a_run(tmp_path: Path) -> None:
    out = tmp_path / "timing.json"
    env = {**os.environ, "MTG_BENCH_TIMING": str(out)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "benchmarks.timing_plugin", "features/tap_untap"]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    totals = json.loads(out.read_text(encoding="utf-8"))
    assert totals["scenarios"] > 0 and totals["engine_calls"] > 0 and totals["engine_start_s"] > 0
