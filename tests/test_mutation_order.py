"""The mutation runner tries first the scenario that killed a mutant in the last full run: the order of a mutant's
scenarios changes, never their set (benchmarks/mutation_order.py, benchmarks/mutation_run.py)."""

from __future__ import annotations

import io
import json
import os
import re
import time
from pathlib import Path

import pytest

from benchmarks.mutation_child import PLAIN
from benchmarks.mutation_order import Order, write_order
from benchmarks.mutation_run import Child, Runner

F = "reference_engine.turns.x_advance"
G = "reference_engine.mana.x_add"
NODEIDS = [f"{n}.feature::test_{n}" for n in "abcd"]


def _run() -> dict:
    """A last run's results: two mutants of F killed by b, one by c; one of G killed by a scenario gone since."""
    return {
        "mutants": {
            f"{F}__mutmut_1": {"status": "killed", "killer": "b.feature::test_b"},
            f"{F}__mutmut_2": {"status": "killed", "killer": "c.feature::test_c"},
            f"{F}__mutmut_3": {"status": "killed", "killer": "b.feature::test_b"},
            f"{F}__mutmut_4": {"status": "survived"},
            f"{G}__mutmut_1": {"status": "killed", "killer": "gone.feature::test_gone"},
        }
    }


def _runner(tmp_path: Path) -> Runner:
    write_order(_run(), tmp_path / "order.json")
    runner = Runner([], 1, io.StringIO(), direct=False)
    assert runner.order.read(tmp_path / "order.json", NODEIDS) is None
    runner.reach[F] = {0, 1, 2, 3}
    runner.reach[G] = {0, 3}
    runner.seconds = [0.01, 0.01, 0.01, 0.001]
    return runner


def test_the_order_file_lists_each_functions_killers_the_most_killing_first(tmp_path: Path) -> None:
    write_order(_run(), tmp_path / "order.json")
    killers = json.loads((tmp_path / "order.json").read_text())["killers"]
    assert list(killers[F].items()) == [("b.feature::test_b", [1, 3]), ("c.feature::test_c", [2])]


def test_a_mutant_runs_its_last_killer_first_then_its_functions_killers(tmp_path: Path) -> None:
    runner = _runner(tmp_path)
    assert runner._order(f"{F}__mutmut_2")[:2] == [2, 1]  # its own killer c, then b, which killed two
    assert runner._order(f"{F}__mutmut_1")[0] == 1
    assert runner._order(f"{F}__mutmut_4")[0] == 1  # no killer of its own: the function's first


def test_the_order_never_changes_the_set_and_a_scenario_gone_since_is_left_out(tmp_path: Path) -> None:
    runner = _runner(tmp_path)
    for name in (f"{F}__mutmut_{n}" for n in range(1, 6)):
        assert sorted(runner._order(name)) == [0, 1, 2, 3]
    assert sorted(runner._order(f"{G}__mutmut_1")) == [0, 3]
    assert f"{G}__mutmut_1" not in runner.order.last_killer


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (None, "no .* from an earlier full run"),
        ("{", "can't be read"),
        ("[]", "not an order file"),
        ('{"killers": {"f": {"a.feature::test_a": ["1"]}}}', "not an order file"),
        (" " * (17 << 20), "is over 16 MiB"),
    ],
)
def test_an_order_file_missing_or_not_one_is_said_and_the_usual_order_kept(
    tmp_path: Path, text: str | None, says: str
) -> None:
    path = tmp_path / "order.json"
    if text is not None:
        path.write_text(text)
    order = Order()
    problem = order.read(path, NODEIDS)
    assert problem is not None and re.search(says, problem)
    assert not order.killers and not order.last_killer


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the runner forks")
def test_a_killed_mutant_records_the_scenario_that_killed_it(tmp_path: Path) -> None:
    runner = Runner([], 1, io.StringIO(), direct=False)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # a child that ran three of its scenarios, the third failing
        os.write(write, b"3")
        os._exit(PLAIN)
    os.close(write)
    child = Child(pid, f"{F}__mutmut_7", time.monotonic(), 30.0, [5, 6, 7, 8], read)
    while not runner._reap({pid: child}):
        pass
    result = runner.results[child.name]
    assert (result["status"], result["ran"], result["killer"]) == ("killed", 3, 7)
    assert runner.order.killers[F] == [7] and runner.kills[7] == 1
