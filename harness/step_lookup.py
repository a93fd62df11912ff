"""A faster step lookup for the corpus's scenarios (docs/scaling.md).

For every step it executes, pytest-bdd walks every fixture name of the session, asks pytest which of its
definitions are visible to the test (`getfixturedefs`, the costly part) and tries the step definitions' parsers.
What is visible doesn't change within a feature file (the harness makes one module per feature, defining no
fixtures), so the step definitions visible to a feature are listed once and only the parsers run per step.
Any other test (a plain pytest-bdd suite in the same run) goes through pytest-bdd's own lookup unchanged.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.steps import step_function_context_registry

bdd_scenario_module = sys.modules["pytest_bdd.scenario"]  # the package exports a function of that name
_ORIGINAL = bdd_scenario_module.find_fixturedefs_for_step
_CACHE_ATTR = "_mtg_conformance_step_defs"


def _visible_step_defs(fixturemanager: Any, node: pytest.Item) -> list[tuple[Any, Any]]:
    return [
        (fixturedef, context)
        for name in get_fixture_names(fixturemanager=fixturemanager)
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []
        if (context := step_function_context_registry.get(fixturedef.func)) is not None
    ]


def make_finder(module_type: type) -> Any:
    """A drop-in for `pytest_bdd.scenario.find_fixturedefs_for_step`, caching per `module_type` node."""

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: pytest.Item) -> Iterable[Any]:
        module = node.getparent(module_type)
        if module is None:
            return _ORIGINAL(step, fixturemanager, node)
        defs = getattr(module, _CACHE_ATTR, None)
        if defs is None:
            defs = _visible_step_defs(fixturemanager, node)
            setattr(module, _CACHE_ATTR, defs)
        return _matching(step, defs)

    return find_fixturedefs_for_step


def _matching(step: Any, defs: list[tuple[Any, Any]]) -> Iterator[Any]:
    for fixturedef, context in defs:
        if context.type is not None and context.type != step.type:
            continue
        if context.parser.is_matching(step.name):
            yield fixturedef


def install(module_type: type) -> None:
    bdd_scenario_module.find_fixturedefs_for_step = make_finder(module_type)


def uninstall() -> None:
    bdd_scenario_module.find_fixturedefs_for_step = _ORIGINAL
