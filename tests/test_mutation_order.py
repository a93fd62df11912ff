"""The mutation runner tries first the scenario that killed a mutant in the last full run: the order of a mutant's
scenarios changes, never their set (benchmarks/mutation_run.py, benchmarks/mutation.py's `write_order`)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from types import SimpleNamespace

from benchmarks.mutation import write_order
from benchmarks.mutation_run import Runner

F = "reference_engine.turns.x_advance"
G = "reference_engine.mana.x_add"


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
    items = [SimpleNamespace(nodeid=f"{n}.feature::test_{n}") for n in "abcd"]
    runner._read_order(items, tmp_path / "order.json")  # type: ignore[arg-type]
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
        order = runner._order(name)
        assert sorted(order) == [0, 1, 2, 3]
    assert sorted(runner._order(f"{G}__mutmut_1")) == [0, 3]
    assert f"{G}__mutmut_1" not in runner.hinted


def test_without_an_order_file_the_runner_orders_as_before(tmp_path: Path) -> None:
    runner = Runner([], 1, io.StringIO(), direct=False)
    runner._read_order([], tmp_path / "missing.json")
    assert runner.hinted == {} and not runner.killers
