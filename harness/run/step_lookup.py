"""A faster step lookup for the corpus's scenarios (docs/scaling.md).

For every step it executes, pytest-bdd walks every fixture name of the session, asks pytest which of its
definitions are visible to the test (`getfixturedefs`, the costly part), tries the step definitions' parsers, and
registers the matching ones as a fixture of the step whose value it then asks pytest for. What is visible doesn't
change within a feature file (the harness makes one module per feature, defining no fixtures), so the step
definitions visible to a feature are listed once; features that see the same definitions (all of them, usually)
share one table of which definition each step text runs, so a step text that recurs (`When all players pass
priority`) runs the parsers once per run, and no fixture is registered for a step (a tenth of a scenario's time).
Any other test (a plain pytest-bdd suite in the same run) goes through pytest-bdd's own lookup unchanged.
"""

from __future__ import annotations

import inspect
import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.steps import StepNamePrefix, step_function_context_registry

bdd_scenario_module = sys.modules["pytest_bdd.scenario"]  # the package exports a function of that name
_ORIGINAL = bdd_scenario_module.get_step_function
_CACHE_ATTR = "_mtg_conformance_step_defs"
_MAX_TEXTS = 100_000  # distinct step texts remembered per table; past it the table starts again (bounded memory)


class _Visible:
    """The step definitions visible to a feature, and the one each step text seen so far runs."""

    __slots__ = ("defs", "runs")

    def __init__(self, defs: list[tuple[Any, Any]]) -> None:
        self.defs = defs
        self.runs: dict[tuple[Any, str], Any] = {}
        for _, context in defs:
            _remember_signature(context.step_func)

    def context(self, step: Any) -> Any:
        """The step definition a step runs: of those that match, the one pytest-bdd would run (it sorts them by
        their place in the tree and pytest gives the most local, the last); None if none matches."""
        key = (step.type, step.name)
        if key not in self.runs:
            if len(self.runs) >= _MAX_TEXTS:
                self.runs.clear()
            found = sorted(_matching(step, self.defs), key=lambda pair: _place(pair[0]))
            self.runs[key] = found[-1][1] if found else None
        return self.runs[key]


def _place(fixturedef: Any) -> list[str]:
    return list(bdd_scenario_module.iterparentnodeids(fixturedef.baseid))


def _remember_signature(func: Any) -> None:
    """pytest-bdd asks `inspect.signature` of a step function twice per executed step; a function that carries its
    `__signature__` is answered from it instead of from its code and annotations."""
    if isinstance(func, types.FunctionType) and "__signature__" not in func.__dict__:
        func.__signature__ = inspect.signature(func)


_tables: dict[tuple[Any, ...], _Visible] = {}  # one per distinct set of visible definitions, for this run


def _visible_step_defs(fixturemanager: Any, node: pytest.Item) -> _Visible:
    # pytest-bdd names each step definition's fixture with this prefix; asking pytest which definitions of every
    # other fixture name are visible (most of the names) would find none
    prefix = StepNamePrefix.step_def.value
    defs = [
        (fixturedef, context)
        for name in get_fixture_names(fixturemanager=fixturemanager)
        if name.startswith(prefix)
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []
        if (context := step_function_context_registry.get(fixturedef.func)) is not None
    ]
    key = tuple(fixturedef for fixturedef, _ in defs)
    table = _tables.get(key)
    if table is None:
        table = _tables[key] = _Visible(defs)
    return table


def make_getter(module_type: type) -> Any:
    """A drop-in for `pytest_bdd.scenario.get_step_function`: the step's definition from the feature's table."""

    def get_step_function(request: pytest.FixtureRequest, step: Any) -> Any:
        module = request.node.getparent(module_type)
        if module is None:
            return _ORIGINAL(request=request, step=step)
        table = getattr(module, _CACHE_ATTR, None)
        if table is None:
            table = _visible_step_defs(request._fixturemanager, request.node)
            setattr(module, _CACHE_ATTR, table)
        return table.context(step)

    return get_step_function


def _matching(step: Any, defs: list[tuple[Any, Any]]) -> Iterator[tuple[Any, Any]]:
    for fixturedef, context in defs:
        if context.type is not None and context.type != step.type:
            continue
        if context.parser.is_matching(step.name):
            yield fixturedef, context


def install(module_type: type) -> None:
    _tables.clear()
    bdd_scenario_module.get_step_function = make_getter(module_type)


def uninstall() -> None:
    bdd_scenario_module.get_step_function = _ORIGINAL
    _tables.clear()
