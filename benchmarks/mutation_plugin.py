"""A pytest plugin for checking one mutant in a new process (a unit test or a scenario file with the mutant
switched on, `python -m benchmarks.mutation` loads it): the cold caches of `benchmarks/mutation_cold.py`, and the
reference's self-check, stricter than the harness: an unsupported scenario fails, and so does a refusal that names
no rule."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from benchmarks.mutation_cold import _cold_engine, pytest_collection_finish
from harness.run.collect import reasons_not_given_key

__all__ = ["_cold_engine", "pytest_collection_finish"]


def pytest_configure(config: pytest.Config) -> None:
    """The reference engine implements every action and query of the corpus: one it calls unsupported fails."""
    config.option.strict_unsupported = True


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, None, pytest.TestReport]:
    """The reference engine names the rule of every refusal: one it refused without naming it fails (another
    engine is only reported as "refused, reason not given")."""
    report = yield
    if report.when == "call" and report.passed and item.stash.get(reasons_not_given_key, None):
        report.outcome, report.longrepr = "failed", "the reference engine refused without naming the rule"
    return report
