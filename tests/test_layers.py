"""The tree shows the data flow (DESIGN §1): corpus → engines → reports ← run, the CLI on top. Imports run one
way, from a higher part to a lower one, and no module reaches back up through a circle of imports."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from harness.paths import ROOT

# the parts of the harness, lowest first; a module may import its own part and any part below it
PARTS = {"base": 0, "corpus": 1, "engines": 2, "reports": 3, "run": 4, "explore": 4, "cli": 5}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, package: str, modules: set[str], typing: bool = False) -> set[str]:
    """Every module the file imports at run time, at the top or inside a function, relative imports resolved;
    with `typing`, its imports for type checkers too (no arrow of the data flow, as nothing runs them, but a reader
    following a name still goes round a circle)."""
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree) if typing else _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = {f"{base}.{alias.name}" for alias in node.names}
            found.update(names)
            if not names <= modules:  # `from package import name` runs the package's __init__
                found.add(base)
    return found


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    out, todo = [], [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", "")) == "TYPE_CHECKING":
            todo.extend(node.orelse)
            continue
        out.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return out


def graph(top: str, typing: bool = False) -> dict[str, set[str]]:
    """Module -> the modules of the same top-level package it imports (names that aren't modules dropped)."""
    files = {_module(p): p for p in (ROOT / top).rglob("*.py")}
    edges = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges[name] = {m for m in _imports(path, package, set(files), typing) if m in files and m != name}
    return edges


def part(module: str) -> str:
    pieces = module.split(".")
    return pieces[1] if len(pieces) > 2 or (len(pieces) == 2 and pieces[1] in PARTS) else "base"


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while (w := stack.pop()) != v:
                component.append(w)
            component.append(v)
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_every_harness_module_belongs_to_a_part() -> None:
    unknown = sorted(m for m in graph("harness") if part(m) == "base" and m.count(".") > 1)
    assert not unknown, f"modules outside the parts {sorted(PARTS)}: {unknown}"


def test_harness_imports_run_one_way() -> None:
    against = [
        f"{m} ({part(m)}) imports {i} ({part(i)})"
        for m, imported in sorted(graph("harness").items())
        if m != "harness"  # the package's lazy public names (PEP 562) are its facade, not a dependency
        for i in sorted(imported)
        if PARTS[part(i)] > PARTS[part(m)] or (PARTS[part(i)] == PARTS[part(m)] and part(i) != part(m))
    ]
    assert not against, "imports against the data flow:\n" + "\n".join(against)


@pytest.mark.parametrize("top", ["harness", "reference_engine", "benchmarks"])
def test_no_import_circles(top: str) -> None:
    """Not even through imports for type checkers: what a module's names are typed with lives below it."""
    assert cycles(graph(top, typing=True)) == []


def test_the_reference_engine_knows_nothing_of_the_harness() -> None:
    files = (ROOT / "reference_engine").rglob("*.py")
    assert not [p.name for p in files if any(m.startswith("harness") for m in _imports(p, "reference_engine", set()))]


def test_the_check_sees_a_circle_and_an_import_up() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]
    assert part("harness.run.plugin") == "run" and part("harness.errors") == "base" and part("harness.cli") == "cli"
