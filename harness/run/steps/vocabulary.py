"""Checking a scenario's steps against the step vocabulary without running them: which step definition each
step's text matches, and whether the arguments it parses (the clauses of a cast, say) can be read. `validate`
and `lint` are handed `read_step`, so they find every unknown step and unreadable clause that a run would report
as `error`."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from typing import Any

from pytest_bdd.steps import step_function_context_registry

from harness.errors import CorpusError

STEP_MODULES = (
    "harness.run.steps.board",
    "harness.run.steps.actions",
    "harness.run.steps.observations",
    "harness.run.steps.combat",
)


def checks_arguments(check: Callable[[dict[str, Any]], object]) -> Callable[[Any], Any]:
    """Marks a step function with the check of its parsed arguments that `validate` can make before a run (it
    raises `CorpusError` as the step itself would); the step still makes it when it runs."""

    def mark(func: Any) -> Any:
        func.check_arguments = check
        return func

    return mark


@cache
def _definitions() -> tuple[Any, ...]:
    for name in STEP_MODULES:
        import_module(name)
    return tuple(c for c in step_function_context_registry.values() if c.step_func.__module__ in STEP_MODULES)


def unknown_step_message(step_text: str) -> str:
    return f"unknown step {step_text!r}: no step definition matches it (`mtg-conformance steps` lists them)"


def read_step(step_type: str, keyword: str, text: str) -> tuple[dict[str, Any], str | None]:
    """The arguments the step `text` of `step_type` (given, when, then) parses to, and what is wrong with it
    (None when nothing is): no definition matches it, or its arguments can't be read."""
    found = [c for c in _definitions() if c.type in (None, step_type) and c.parser.is_matching(text)]
    if not found:
        return {}, unknown_step_message(f"{keyword} {text}")
    arguments = found[0].parser.parse_arguments(text) or {}
    check = getattr(found[0].step_func, "check_arguments", None)
    try:
        if check is not None:
            check(arguments)
    except CorpusError as exc:
        return arguments, str(exc.problems[0].message)
    return arguments, None
