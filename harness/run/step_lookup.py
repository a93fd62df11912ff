"""A faster step lookup for the corpus's scenarios (docs/scaling.md).

For every step it executes, pytest-bdd walks every fixture name of the session, asks pytest which of its
definitions are visible to the test (`getfixturedefs`, the costly part) and tries the step definitions' parsers.
What is visible doesn't change within a feature file (the harness makes one module per feature, defining no
fixtures), so the step definitions visible to a feature are listed once; features that see the same definitions
(all of them, usually) share one table of which definitions match a step's text, so a step text that recurs
(`When all players pass priority`) runs the parsers once per run. The definition a step runs is then taken from
that table, as pytest-bdd would take it (the most local of those that match), without registering a fixture for
the step and asking pytest for its value (a tenth of a scenario's time).
Any other test (a plain pytest-bdd suite in the same run) goes through pytest-bdd's own lookup unchanged.
"""

from __future__ import annotations

import inspect
import sys
import types
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.steps import StepNamePrefix, step_function_context_registry

bdd_scenario_module = sys.modules["pytest_bdd.scenario"]  # the package exports a function of that name
_ORIGINAL = bdd_scenario_module.find_fixturedefs_for_step
_ORIGINAL_GET = bdd_scenario_module.get_step_function
_CACHE_ATTR = "_mtg_conformance_step_defs"
_MAX_TEXTS = 100_000  # distinct step texts remembered per table; past it the table starts again (bounded memory)


class _Visible:
    """The step definitions visible to a feature, and which of them match each step text seen so far."""

    __slots__ = ("contexts", "defs", "matches", "runs")

    def __init__(self, defs: list[tuple[Any, Any]]) -> None:
        self.defs = defs
        self.contexts = dict(defs)
        self.matches: dict[tuple[Any, str], tuple[Any, ...]] = {}
        self.runs: dict[tuple[Any, str], Any] = {}
        for _, context in defs:
            _remember_signature(context.step_func)

    def find(self, step: Any) -> tuple[Any, ...]:
        key = (step.type, step.name)
        found = self.matches.get(key)
        if found is None:
            if len(self.matches) >= _MAX_TEXTS:
                self.matches.clear()
            found = self.matches[key] = tuple(_matching(step, self.defs))
        return found

    def context(self, step: Any) -> Any:
        """The step definition a step runs: of those that match, the one pytest would give the step's fixture
        (pytest-bdd sorts them by their place in the tree, the most local last); None if none matches."""
        key = (step.type, step.name)
        if key not in self.runs:
            if len(self.runs) >= _MAX_TEXTS:
                self.runs.clear()
            found = sorted(
                self.find(step), key=lambda fixturedef: list(bdd_scenario_module.iterparentnodeids(fixturedef.baseid))
            )
            self.runs[key] = self.contexts[found[-1]] if found else None
        return self.runs[key]


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


def _table(module: pytest.Module, fixturemanager: Any, node: pytest.Item) -> _Visible:
    table = getattr(module, _CACHE_ATTR, None)
    if table is None:
        table = _visible_step_defs(fixturemanager, node)
        setattr(module, _CACHE_ATTR, table)
    return table


def make_finder(module_type: type) -> Any:
    """A drop-in for `pytest_bdd.scenario.find_fixturedefs_for_step`, caching per `module_type` node."""

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: pytest.Item) -> Iterable[Any]:
        module = node.getparent(module_type)
        if module is None:
            return _ORIGINAL(step, fixturemanager, node)
        return _table(module, fixturemanager, node).find(step)

    return find_fixturedefs_for_step


def make_getter(module_type: type) -> Any:
    """A drop-in for `pytest_bdd.scenario.get_step_function`: the step's definition from the feature's table."""

    def get_step_function(request: pytest.FixtureRequest, step: Any) -> Any:
        module = request.node.getparent(module_type)
        if module is None:
            return _ORIGINAL_GET(request=request, step=step)
        return _table(module, request._fixturemanager, request.node).context(step)

    return get_step_function


def _matching(step: Any, defs: list[tuple[Any, Any]]) -> Iterator[Any]:
    for fixturedef, context in defs:
        if context.type is not None and context.type != step.type:
            continue
        if context.parser.is_matching(step.name):
            yield fixturedef


def install(module_type: type) -> None:
    _tables.clear()
    bdd_scenario_module.find_fixturedefs_for_step = make_finder(module_type)
    bdd_scenario_module.get_step_function = make_getter(module_type)


def uninstall() -> None:
    bdd_scenario_module.find_fixturedefs_for_step = _ORIGINAL
    bdd_scenario_module.get_step_function = _ORIGINAL_GET
    _tables.clear()
