"""What a forked child of the mutation runner (`benchmarks/mutation_run.py`) does: run a mutant's scenarios until
one fails for the corpus alone, and say so by its exit code; and how a scenario's reports make its verdict."""

from __future__ import annotations

import gc
import json
import os
import signal
from typing import Any

import pytest

from harness.run.collect import RESULT_PROPERTY, reasons_not_given_key

PLAIN, STRICT_ONLY, SURVIVED, BROKEN, HUNG = 1, 2, 0, 3, 4
STATUS = {PLAIN: "killed", STRICT_ONLY: "killed by the self-check only", SURVIVED: "survived", HUNG: "timeout"}


def _unsupported(report: pytest.TestReport) -> bool:
    props = dict(report.user_properties)
    result = props.get(RESULT_PROPERTY, {})
    result = json.loads(result) if isinstance(result, str) else result  # the harness keeps it as a dict
    return report.skipped and result.get("status") == "unsupported"


def verdict(item: pytest.Item, reports: list[pytest.TestReport]) -> int:
    """A scenario's outcome for the corpus alone (PLAIN: failed) and for the self-check (STRICT_ONLY: passed as
    the harness counts it, but unsupported or refused without naming the rule)."""
    if any(r.failed for r in reports):
        return PLAIN
    if any(_unsupported(r) for r in reports):
        return STRICT_ONLY
    call = [r for r in reports if r.when == "call"]
    if call and call[0].passed and item.stash.get(reasons_not_given_key, None):
        return STRICT_ONLY
    return SURVIVED


def failures_told_briefly() -> None:
    """A child needs each scenario's verdict, not the report of its failure: pytest's report of a traceback parses
    the source file of each frame, and the mutated modules are thousands of lines long (most of a killed mutant's
    time). In the children a failure's report is the exception's one line."""
    from _pytest import nodes

    def exception_only(node: Any, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        # not excinfo.exconly(): the traceback module walks the exceptions it was raised during, reading their
        # frames' source lines (6 ms a failure in the mutated modules)
        try:
            text = str(excinfo.value)
        except Exception:  # a mutant's exception whose message can't be made: the failure stands
            text = "<the exception's message could not be made>"
        return f"{excinfo.typename}: {text}"[:1000]

    nodes.Node._repr_failure_py = exception_only  # type: ignore[method-assign]


def _hung(signum: int, frame: Any) -> None:
    os._exit(HUNG)


def run_child(items: list[pytest.Item], limits: list[float]) -> tuple[int, int]:
    """In the forked child: the mutant's scenarios until one fails for the corpus alone; the verdict and how many
    scenarios ran. A scenario running past its limit ends the child (HUNG)."""
    from _pytest.runner import runtestprotocol

    # a child lives for its scenarios only: what cycles they leave (a few MB over the whole corpus) is freed as it
    # exits, and the collector's passes would cost about 5% of its time
    gc.disable()
    signal.signal(signal.SIGALRM, _hung)
    worst = SURVIVED
    for index, item in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        signal.setitimer(signal.ITIMER_REAL, limits[index])
        outcome = verdict(item, runtestprotocol(item, nextitem=following, log=False))
        signal.setitimer(signal.ITIMER_REAL, 0)
        if outcome == PLAIN:
            return PLAIN, index + 1
        worst = max(worst, outcome)
    return worst, len(items)
