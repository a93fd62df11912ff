"""How the benchmarks measure: a command's wall time, CPU time (with its children, from `wait4`) and peak memory,
the least-CPU run of several, the cost per scenario above a fixed start, and the corpora they run (copies of the
real corpus, an empty one, its first scenario alone)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PYTEST = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
HARNESS_ENGINE_CMD = f"cmd:{sys.executable} -m reference_engine.serve"
# runs of each command for the ratios, the least CPU kept: on a shared machine one command's CPU time moved by
# up to 40% between runs minutes apart (figure 4 measured 1.09 and 1.27 back to back with three runs each)
TRIES = 5


# -- measuring ------------------------------------------------------------------------------------------------
def measure(cmd: list[str], cwd: Path, env: dict[str, str] | None = None, timing: Path | None = None) -> dict[str, Any]:
    """Run `cmd`; its wall time, CPU time (with its children) and peak resident memory, and pytest's counts."""
    # bytecode cached, as an installed package has it: without, every run compiles (and pytest assertion-rewrites)
    # the harness and the engine again, a cost of the machine's setting, not of the harness
    full_env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    full_env.update({"PYTHONPATH": str(ROOT), **(env or {})})
    if timing is not None:
        full_env["MTG_BENCH_TIMING"] = str(timing)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=full_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert proc.stdout is not None
    output = proc.stdout.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    counts = {k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|skipped|error|errors|xfailed)", output)}
    result = {
        "cmd": " ".join(cmd),
        "exit": proc.returncode,
        "wall_s": round(wall, 3),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
        "peak_mb": round(usage.ru_maxrss / 1024, 1),
        "counts": counts,
        "tail": output.strip().splitlines()[-1:] if output.strip() else [],
    }
    if timing is not None and timing.exists():
        result["timing"] = json.loads(timing.read_text(encoding="utf-8"))
        timing.unlink()
    print(
        f"  {result['wall_s']:8.1f}s wall {result['cpu_s']:8.1f}s cpu {result['peak_mb']:7.0f} MB  {counts}  {cmd[-1]}"
    )
    return result


def best_of(n: int, cmds: dict[str, list[str]], cwd: Path, timing: Path | None = None) -> dict[str, dict[str, Any]]:
    """Each command `n` times, interleaved (so a change of load hits all alike); the run with the least CPU."""
    tries: dict[str, list[dict[str, Any]]] = {name: [] for name in cmds}
    for _ in range(n):
        for name, cmd in cmds.items():
            tries[name].append(measure(cmd, cwd, timing=timing))
    return {name: min(runs, key=lambda r: r["cpu_s"]) for name, runs in tries.items()}


def per_scenario(run: dict[str, Any], fixed: dict[str, Any], n: int, key: str = "cpu_s") -> float:
    """ms per scenario above the fixed start, a run of one scenario (one_scenario_corpus)."""
    return (run[key] - fixed[key]) / (n - 1) * 1000 if n > 1 else float("nan")


def harness_cmd(corpus: Path, *extra: str) -> list[str]:
    return [*PYTEST, "-p", "benchmarks.timing_plugin", str(corpus), f"--corpus={corpus}", *extra]


def floor_cmd(floor: Path, *extra: str) -> list[str]:
    return [*PYTEST, "-p", "no:mtg_conformance", str(floor), *extra]


# -- corpora --------------------------------------------------------------------------------------------------
def real_corpus_copies(out: Path, at_least: int) -> int:
    """The real corpus (features/) copied as many times as needed to hold at least `at_least` scenarios, all
    sharing its fixtures. Returns the number of scenarios."""
    features = ROOT / "features"
    out.mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        shutil.copy(features / name, out / name)
    shutil.copytree(features / "fixtures", out / "fixtures")
    files = [p for p in sorted(features.rglob("*.feature")) if "fixtures" not in p.parts]
    per_copy = sum(len(re.findall(r"^\s*Scenario(?: Outline)?:", p.read_text(encoding="utf-8"), re.M)) for p in files)
    copies = max(1, -(-at_least // max(per_copy, 1)))
    for k in range(copies):
        for path in files:
            target = out / f"copy{k:03d}" / path.relative_to(features)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, target)
    return per_copy * copies


def empty_corpus(out: Path) -> None:
    out.mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        shutil.copy(ROOT / "features" / name, out / name)
    (out / "fixtures").mkdir()


def one_scenario_corpus(out: Path) -> None:
    """The fixed start: the real corpus's first scenario alone, so that the run starts the engine (importing it,
    building its cards, a process's start) as every run does once; what a run costs above it is per scenario."""
    out.mkdir(parents=True)
    features = ROOT / "features"
    for name in ("cards.json", "rulings.json"):
        shutil.copy(features / name, out / name)
    shutil.copytree(features / "fixtures", out / "fixtures")
    first = next(p for p in sorted(features.rglob("*.feature")) if "fixtures" not in p.parts)
    lines = first.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip().startswith("Scenario")]
    end = starts[1] if len(starts) > 1 else len(lines)
    while end > starts[0] and lines[end - 1].strip().startswith("@"):
        end -= 1  # the second scenario's tags
    (out / first.name).write_text("\n".join(lines[:end]) + "\n", encoding="utf-8")
