"""The page's checks of [unit] and [fresh] notes: each listed mutant switched on, its test or scenario file run by
pytest in a new process, a failure is a kill.

A new interpreter for each of them spent most of its time starting Python and importing pytest, pytest-bdd,
jsonschema and the harness, the same for all. This server imports those once and forks a child per mutant;
the child sets `MUTANT_UNDER_TEST` and runs pytest. Nothing of `reference_engine` is imported before the fork,
so the engine, its card data and the tests' modules are imported in the child with the mutant switched on, as in
a new process (the point of a [fresh] note).

    python -m benchmarks.mutation_checks --plugin benchmarks.mutation_plugin --jobs 2 < checks.json

stdin: a JSON object {mutant: test}; stdout: a JSON object {mutant: killed}. Run from mutants/ with mutants/ on
PYTHONPATH (benchmarks/mutation.py does).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from importlib.metadata import entry_points

# a child that runs longer is stopped and counts as a kill (the mutant made its test hang, as a timeout counts in
# the run); a check takes seconds, so no slow machine comes near it
TIMEOUT_S = 300


def _warm() -> None:
    """What every child imports, whatever the mutant: none of it is the engine's. The engine's modules are compiled
    to bytecode here, not imported: with PYTHONDONTWRITEBYTECODE set, each child compiled the megabytes of mutated
    source again (1.5 s of a check's 3.5). Compiled code is the same code; the child still imports it afresh."""
    import compileall
    import importlib.util

    engine = importlib.util.find_spec("reference_engine")
    for folder in (engine.submodule_search_locations or []) if engine else []:
        compileall.compile_dir(folder, quiet=1)
    import jsonschema  # noqa: F401
    import pytest  # noqa: F401
    import pytest_bdd  # noqa: F401

    import harness.run.plugin  # noqa: F401

    for plugin in entry_points(group="pytest11"):  # what pytest loads in each child: hypothesis took 0.9 s a check
        plugin.load()
    import hypothesis  # noqa: F401  (its plugin imports it at the end of a session)

    if any(name.split(".")[0] == "reference_engine" for name in sys.modules):
        sys.exit("mutation_checks: the engine was imported before the fork; a child would not import it afresh")


def _child(mutant: str, test: str, plugin: str) -> int:
    import pytest

    os.setpgid(0, 0)  # its own process group: a child stopped for its time takes what it started with it
    os.environ["MUTANT_UNDER_TEST"] = mutant
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    # plain asserts: rewriting them (as PYTHONDONTWRITEBYTECODE keeps pytest from caching it) took a second a check,
    # and changes only how a failed assert is told, never whether it fails
    args = ["-x", "-q", "--assert=plain", "-p", "no:randomly", "-p", "no:cacheprovider", "-p", plugin, test]
    return int(pytest.main(args))


def run(checks: dict[str, str], plugin: str, jobs: int) -> dict[str, bool]:
    """Each mutant's check, `jobs` children at a time: killed when pytest ends with 1 (tests failed), or when
    the child is still running after TIMEOUT_S (the mutant made its test hang)."""
    _warm()
    todo, running, killed = sorted(checks), {}, {}
    while todo or running:
        while todo and len(running) < jobs:
            mutant = todo.pop(0)
            sys.stdout.flush()
            pid = os.fork()
            if pid == 0:  # the child
                code = 3
                try:
                    code = _child(mutant, checks[mutant], plugin)
                finally:
                    os._exit(code)
            running[pid] = (mutant, time.monotonic())
        pid, code = _wait(running)
        killed[running.pop(pid)[0]] = code == 1
    return killed


def _wait(running: dict[int, tuple[str, float]]) -> tuple[int, int]:
    """A child that ended and its exit code; one over its time is stopped, and its code is 1 (a kill)."""
    while True:
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid:
            return pid, os.waitstatus_to_exitcode(status)
        for child, (_, began) in running.items():
            if time.monotonic() - began > TIMEOUT_S:
                os.killpg(child, 9)
                os.waitpid(child, 0)
                return child, 1
        time.sleep(0.01)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation_checks", description=__doc__.split("\n")[0])
    parser.add_argument("--plugin", required=True, help="the pytest plugin each child loads (-p)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    checks = json.loads(sys.stdin.read())
    print(json.dumps(run(checks, args.plugin, args.jobs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
