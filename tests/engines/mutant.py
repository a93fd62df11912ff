"""Wrong engines made of mutants: the reference engine with one function replaced by a mutant of it (a mutmut
mutation) that breaks a CR rule the function implements, stored in `mutants.json` beside this file so a replay needs
no mutmut. `tools/decisions.py` finds and writes them; `features/cr-decisions.json` names them as
`tests.engines.mutant:<id>` (`--engine` takes that name: this module makes the class on demand).

While the engine handles a request, the original function runs the mutant's code (its `__code__` is swapped), so
every module that imported the function by name, and every table holding it, runs the mutant too. A mutant made
from another version of its function (the hash of the function's source no longer matches) is stale: the engine
refuses to start, saying which command makes it again.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib
import inspect
import json
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import CodeType, FunctionType
from typing import Any

from .broken import BrokenAdapter

STORE = Path(__file__).with_name("mutants.json")
REGENERATE = "python -m tools.decisions --rule {rule}"


class StaleMutant(Exception):
    """The stored mutant was made from another version of its function."""


def source_hash(source: str) -> str:
    """A hash of a function's source as Python reads it: comments and layout don't change it, code does."""
    node = ast.parse(textwrap.dedent(source)).body[0]
    node.decorator_list = []  # type: ignore[attr-defined]  # the stored source is the undecorated function
    return hashlib.sha256(ast.dump(node, annotate_fields=False).encode()).hexdigest()[:16]


def resolve(path: str) -> FunctionType:
    """The plain function at `path` (`reference_engine.mana:ManaCost.mana_value`): the module's attribute, or a
    class's, a static or class method's function, a property's getter."""
    module_name, _, qualname = path.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        obj = vars(obj)[part] if isinstance(obj, type) else getattr(obj, part)
        obj = getattr(obj, "__func__", None) or getattr(obj, "fget", None) or obj
    if not isinstance(obj, FunctionType):
        raise TypeError(f"{path} is not a function")
    return obj


def compile_mutant(function: FunctionType, source: str, label: str) -> CodeType:
    """The code of `source` (a `def`, undecorated) compiled in the function's module, as the function's code."""
    namespace = dict(function.__globals__)
    exec(compile(textwrap.dedent(source), f"<mutant {label}>", "exec"), namespace)
    code = namespace[function.__name__].__code__
    if code.co_freevars != function.__code__.co_freevars:
        raise StaleMutant(f"the mutant {label} doesn't close over what {function.__qualname__} does")
    return code


@functools.cache
def stored() -> dict[str, dict[str, Any]]:
    """The stored mutants by key ({} before any is stored)."""
    return json.loads(STORE.read_text(encoding="utf-8"))["mutants"] if STORE.is_file() else {}


def stale(key: str) -> str | None:
    """Why the stored mutant `key` can't be replayed (its function changed or is gone), or None."""
    entry = stored()[key]
    how = f"regenerate it: {REGENERATE.format(rule=entry['rule'])}"
    try:
        function = resolve(entry["function"])
        now = source_hash(inspect.getsource(function))
    except (ImportError, AttributeError, KeyError, TypeError, OSError, SyntaxError) as exc:
        return f"mutant {key}: {entry['function']} can't be found ({exc}); {how}"
    if now != entry["hash"]:
        return f"mutant {key}: {entry['function']} has changed since the mutant was made (stale); {how}"
    return None


class MutantAdapter(BrokenAdapter):
    """The reference engine running the stored mutant `key` in place of its function."""

    key = ""

    @contextmanager
    def _broken(self) -> Iterator[None]:
        function, code = _prepared(self.key)
        original = function.__code__
        function.__code__ = code
        try:
            yield
        finally:
            function.__code__ = original


@functools.cache
def _prepared(key: str) -> tuple[FunctionType, CodeType]:
    why = stale(key)
    if why:
        raise StaleMutant(why)
    entry = stored()[key]
    function = resolve(entry["function"])
    return function, compile_mutant(function, entry["source"], key)


@functools.cache
def engine(key: str) -> type[MutantAdapter]:
    """The wrong engine of the stored mutant `key`."""
    if key not in stored():
        raise AttributeError(f"no mutant {key!r} in {STORE.name}")
    attributes = {"key": key, "name": f"mutant-{key}", "rules": (stored()[key]["rule"],), "__module__": __name__}
    return type(f"Mutant[{key}]", (MutantAdapter,), attributes)


def __getattr__(name: str) -> Any:  # `tests.engines.mutant:<id>`: the engine of that mutant
    if name.startswith("__"):
        raise AttributeError(name)
    return engine(name)
