"""How often the mutation run starts a new engine (benchmarks/mutation_cold.py): for each scenario while it records
which scenario reaches which function, once for all the scenarios of a child testing a mutant in what a start
builds or a module whose results are kept, as a harness run with that engine starts it once."""

from __future__ import annotations

import pytest

from harness.paths import ROOT

COUNTING = """
import pytest
from benchmarks import mutation_cold

STARTS = []
_start = mutation_cold.start_cold


def counted(*args):
    STARTS.append(1)
    return _start(*args)


mutation_cold.start_cold = counted
mutation_cold.COLD[0], mutation_cold.EVERY[0] = True, {every}


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(f"engines started: {{len(STARTS)}}")
"""


@pytest.mark.parametrize(("every", "starts"), [(True, 2), (False, 1)])
def test_a_new_engine_for_each_scenario_or_one_for_all(pytester: pytest.Pytester, every: bool, starts: int) -> None:
    pytester.makepyfile(counting=COUNTING.format(every=every))
    pytester.syspathinsert()
    feature = ROOT / "features" / "rules" / "616" / "replacement_order.feature"
    result = pytester.runpytest_inprocess(
        "-p", "benchmarks.mutation_cold", "-p", "counting", "-p", "no:cacheprovider", f"--rootdir={ROOT}", "-c",
        str(ROOT / "pyproject.toml"), f"--corpus={ROOT / 'features'}", str(feature), "-k", "only",
    )  # fmt: skip
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines([f"engines started: {starts}"])
