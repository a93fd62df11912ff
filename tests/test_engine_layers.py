"""The reference engine's modules import one way (issue 16): a lower rules module that needs a higher one is
handed it (a callback, the characteristics to test) instead of importing it, at module level or inside a
function."""

from __future__ import annotations

import ast
from pathlib import Path

import reference_engine

PACKAGE = Path(reference_engine.__file__).parent


def _imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = list(parts[:-1])
        deps = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[: len(package) - (node.level - 1)]
                if node.module:
                    deps.add(".".join([*base, node.module]))
                else:
                    deps.update(".".join([*base, alias.name]) for alias in node.names)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        for dep in sorted(graph.get(name, ())):
            if dep in path:
                return [*path[path.index(dep) :], dep]
            if dep not in done:
                found = visit(dep, [*path, dep])
                if found:
                    return found
        done.add(name)
        return None

    for name in sorted(graph):
        found = visit(name, [name])
        if found:
            return found
    return None


def test_no_import_circle_in_the_reference_engine() -> None:
    graph = _imports()
    graph.pop("reference_engine", None)  # the package's face imports the engine on top of everything
    assert _cycle(graph) is None


def test_the_check_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
