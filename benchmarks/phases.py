"""Where a run's time goes, per phase: `python -m benchmarks.phases CORPUS [--floor FLOOR] [--engine E]`.

Runs pytest in this process under cProfile, timed on this process's CPU clock (`time.process_time`: a loaded
machine's waits don't count), and splits the run into phases by the cumulative time of the functions that begin
them: the start (imports, plugins, configuration), collection, the scenarios (split into the engine's session,
step matching, result collection and the rest of pytest and pytest-bdd), and the reports. With `--floor`, the
same for the bare pytest-bdd suite (benchmarks/floor.py), for a side-by-side table. cProfile's own cost inflates
calls-heavy code; the shares, not the milliseconds, are the figure.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import json
import os
import pstats
import subprocess
import sys
import time
from pathlib import Path

# phase -> functions (file suffix, function name) whose cumulative time is the phase's
PHASES: dict[str, tuple[tuple[str, str], ...]] = {
    "collection": (("_pytest/main.py", "pytest_collection"),),
    "scenarios (all)": (("_pytest/main.py", "pytest_runtestloop"),),
    "engine session: the engine's own calls": (
        ("harness/engines/reference.py", "load"),
        ("harness/engines/reference.py", "perform"),
        ("harness/engines/reference.py", "observe"),
        ("harness/engines/subprocess.py", "request"),
        ("harness/engines/subprocess.py", "observe_many"),
    ),
    "engine session: the harness around them (steps, checks, boards)": (
        ("pytest_bdd/scenario.py", "_execute_step_function"),
    ),
    "step matching (pytest-bdd's lookup, the harness's cache)": (
        ("pytest_bdd/scenario.py", "get_step_function"),
        ("harness/run/step_lookup.py", "get_step_function"),  # the harness's, for its feature files
    ),
    "result collection (classify, user properties, logreport)": (
        ("harness/run/plugin.py", "pytest_runtest_makereport"),
        ("harness/run/collect.py", "pytest_runtest_logreport"),
    ),
    "reports (report.json and its renderings)": (("harness/run/plugin.py", "pytest_sessionfinish"),),
}
# parts of a phase counted inside another phase's functions: subtracted from it
INSIDE = {
    "engine session: the harness around them (steps, checks, boards)": "engine session: the engine's own calls",
}


def profile(args: list[str]) -> pstats.Stats:
    import pytest

    profiler = cProfile.Profile(time.process_time)
    with contextlib.redirect_stdout(io.StringIO()):
        profiler.enable()
        pytest.main(args)
        profiler.disable()
    return pstats.Stats(profiler)


def phases(stats: pstats.Stats) -> dict[str, float]:
    total = max(ct for (_, _, _), (_, _, _, ct, _) in stats.stats.items())  # type: ignore[attr-defined]
    found = {"whole run": total}
    for phase, functions in PHASES.items():
        found[phase] = sum(
            ct
            for (file, _, name), (_, _, _, ct, _) in stats.stats.items()  # type: ignore[attr-defined]
            if any(file.endswith(suffix) and name == fn for suffix, fn in functions)
        )
    for phase, part in INSIDE.items():
        found[phase] -= found[part]
    accounted = sum(v for k, v in found.items() if k.startswith(("engine session", "step matching", "result")))
    found["scenarios: the rest of pytest and pytest-bdd"] = found["scenarios (all)"] - accounted
    found["start and end (imports, plugins, configuration)"] = (
        total - found["collection"] - found["scenarios (all)"] - found["reports (report.json and its renderings)"]
    )
    return found


def table(columns: dict[str, dict[str, float]], scenarios: int) -> str:
    names = list(columns)
    lines = [
        "| phase | " + " | ".join(f"{n}: ms per scenario (share)" for n in names) + " |",
        "|---|" + "---|" * len(names),
    ]
    order = [
        "start and end (imports, plugins, configuration)",
        "collection",
        "engine session: the engine's own calls",
        "engine session: the harness around them (steps, checks, boards)",
        "step matching (pytest-bdd's lookup, the harness's cache)",
        "result collection (classify, user properties, logreport)",
        "scenarios: the rest of pytest and pytest-bdd",
        "reports (report.json and its renderings)",
        "whole run",
    ]
    for phase in order:
        cells = []
        for name in names:
            value, total = columns[name].get(phase, 0.0), columns[name]["whole run"]
            cells.append(f"{value / scenarios * 1000:.2f} ({value / total:.0%})")
        lines.append(f"| {phase} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def _column(argv: list[str]) -> dict[str, float]:
    """One profiled run in a fresh process (imports count, as in any run)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.phases", "--one", *argv], capture_output=True, text=True, env=env
    )
    if done.returncode != 0:
        raise SystemExit(f"benchmarks.phases: {' '.join(argv)}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--one"]:  # a profiled run of pytest with these arguments: its phases as JSON
        print(json.dumps(phases(profile(argv[1:]))))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--floor", type=Path, default=None)
    parser.add_argument("--engine", default=None)
    parser.add_argument("--report-dir", type=Path, default=None, help="write reports there (the reports phase)")
    args = parser.parse_args(argv)
    run = [str(args.corpus), f"--corpus={args.corpus}", "-q", "-p", "no:cacheprovider"]
    run += [f"--engine={args.engine}"] if args.engine else []
    run += [f"--report-dir={args.report_dir}"] if args.report_dir else []
    columns = {"harness": _column(run)}
    if args.floor:
        columns["bare pytest-bdd"] = _column(
            [str(args.floor), "-q", "-p", "no:cacheprovider", "-p", "no:mtg_conformance"]
        )
    from harness.run.parallel import count_scenarios

    print(table(columns, count_scenarios(args.corpus)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
