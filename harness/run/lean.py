"""Keeping a large run lean: what the harness's own run does and keeps beyond its scenarios (docs/scaling.md).

- Memory: pytest keeps every test report until the end of the run (for its summary), and pytest-bdd files a
  serialized copy of the scenario and its steps beside each report and beside each item (for `--cucumberjson`
  and the gherkin terminal reporter, which read them while the report is logged). Once every plugin has seen a
  report, and once an item's reports are all made, those copies are dropped: a few kilobytes per scenario, a
  large part of what a 50,000-scenario run holds beyond pytest's own items and reports. The scenario's result,
  which travels in the call report's `user_properties` (so that it also reaches the controller of a pytest-xdist
  run), is taken off the report the same way once it is logged: the results list holds it.
- Time: pytest rewrites the `assert`s of every package of a distribution that provides a pytest plugin, so the
  reference engine, shipped beside the plugin, would be rewritten (parsed, transformed, compiled) when the first
  scenario starts it. It is no test code: it is imported as it is.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest
from pytest_bdd.reporting import scenario_reports_registry, test_report_context_registry

from harness.run.collect import RESULT_PROPERTY, RUN_PROPERTY

NOT_TEST_CODE = ("reference_engine",)
OURS = (RESULT_PROPERTY, RUN_PROPERTY)


def pytest_configure(config: pytest.Config) -> None:
    hook = getattr(config.pluginmanager, "rewrite_hook", None)
    marked = getattr(hook, "_must_rewrite", None)  # pytest's own record of the names it was told to rewrite
    if isinstance(marked, set) and marked & set(NOT_TEST_CODE):
        marked.difference_update(NOT_TEST_CODE)
        getattr(hook, "_marked_for_rewrite_cache", {}).clear()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> Generator[None, Any, Any]:
    try:
        return (yield)
    finally:  # every plugin has logged the report (the scenario's result is in the results list by now)
        test_report_context_registry.pop(report, None)
        if report.user_properties:
            report.user_properties[:] = [p for p in report.user_properties if p[0] not in OURS]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, Any, Any]:
    try:
        return (yield)
    finally:  # the item's setup, call and teardown reports are made and logged
        scenario_reports_registry.pop(item, None)
