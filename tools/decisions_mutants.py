"""The mutants `tools/decisions.py` tries for a rule: mutmut's mutations of each reference-engine function that
implements it, as stored entries (`tests/engines/mutants.json`), less those that are no misreading (a changed
string or signature, None passed for an argument)."""

from __future__ import annotations

import ast
import inspect
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ENGINE = Path(__file__).resolve().parent.parent / "reference_engine"


@dataclass(frozen=True)
class Function:
    module: str  # reference_engine.casting
    qualname: str  # finish_cast, ManaCost.mana_value
    node: ast.FunctionDef

    @property
    def path(self) -> str:
        return f"{self.module}:{self.qualname}"

    @property
    def mangled(self) -> str:  # mutmut's name of it
        cls, _, name = self.qualname.rpartition(".")
        return f"{self.module}.x" + (f"ǁ{cls}ǁ{name}" if cls else f"_{name}")


def _plain_decorators(node: ast.FunctionDef) -> bool:
    """A function whose `__code__` can be swapped for its mutant's: no decorator but staticmethod, classmethod,
    property (a cache would keep what the mutant worked out)."""
    names = {d.id if isinstance(d, ast.Name) else getattr(d, "attr", "?") for d in node.decorator_list}
    return names <= {"staticmethod", "classmethod", "property"}


def _strings_blanked(source: str) -> str:
    tree = ast.parse(source)
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            n.value = ""
        if isinstance(n, ast.JoinedStr):
            n.values = []
    return ast.dump(tree)


def mutants_of(functions: list[Function]) -> dict[str, list[dict[str, Any]]]:
    """Each function's mutants (mutmut's mutations, numbered as mutmut numbers them), as stored entries without a
    rule: those that change more than a string, leave the signature alone and can be compiled in place."""
    import libcst as cst
    from mutmut.mutation.file_mutation import create_mutations, deep_replace

    from tests.engines.mutant import compile_mutant, resolve, source_hash

    wanted = {f.path: f for f in functions}
    out: dict[str, list[dict[str, Any]]] = {}
    for module in sorted({f.module for f in functions}):
        file = ENGINE / f"{module.rpartition('.')[2]}.py"
        code = file.read_text(encoding="utf-8")
        tree, mutations, _, _ = create_mutations(str(file), code)
        qualnames = _cst_qualnames(tree)
        by_function: dict[Any, list[Any]] = defaultdict(list)
        for m in mutations:
            if isinstance(m.contained_by_top_level_function, cst.FunctionDef):
                by_function[m.contained_by_top_level_function].append(m)
        for node, found in by_function.items():
            path = f"{module}:{qualnames.get(id(node), node.name.value)}"
            if path not in wanted or not _plain_decorators(wanted[path].node):
                continue
            original = cst.Module(body=[node.with_changes(decorators=[])]).code
            try:
                function = resolve(path)
            except (ImportError, AttributeError, KeyError, TypeError):
                continue
            digest = source_hash(inspect.getsource(function))
            if digest != source_hash(original):
                continue  # the file changed since it was imported
            blank, signature = _strings_blanked(original), ast.dump(ast.parse(original).body[0].args)
            entries = []
            for number, m in enumerate(found, start=1):
                mutated = deep_replace(node.with_changes(decorators=[]), m.original_node, m.mutated_node)
                source = cst.Module(body=[mutated]).code
                try:
                    if _strings_blanked(source) == blank or ast.dump(ast.parse(source).body[0].args) != signature:
                        continue
                    key = f"{module.rpartition('.')[2]}.{path.partition(':')[2]}.{number}"
                    compile_mutant(function, source, key)
                except Exception:  # a mutant that can't be compiled in place isn't tried
                    continue
                change = _change(original, source)
                if _argument_to_none(change):
                    continue
                entries.append({"key": key, "function": path, "number": number, "hash": digest,
                                "change": change, "source": source})  # fmt: skip
            out[path] = entries
    return out


def _cst_qualnames(tree: Any) -> dict[int, str]:
    """The qualname of each function node of a libcst module, by the node's id."""
    import libcst as cst

    out = {}
    for stmt in tree.body:
        if isinstance(stmt, cst.FunctionDef):
            out[id(stmt)] = stmt.name.value
        elif isinstance(stmt, cst.ClassDef) and isinstance(stmt.body, cst.IndentedBlock):
            for method in stmt.body.body:
                if isinstance(method, cst.FunctionDef):
                    out[id(method)] = f"{stmt.name.value}.{method.name.value}"
    return out


def _argument_to_none(change: str) -> bool:
    """A mutant that passes None for an argument (`game.player(None)`) breaks whatever calls the function, not a
    rule: no misreading, never evidence."""
    added = [line for line in change.splitlines() if line.startswith("+")]
    removed = " ".join(line for line in change.splitlines() if line.startswith("-"))
    passed = re.compile(r"[(,]\s*None\s*[,)]")
    return any(passed.search(line) for line in added) and not passed.search(removed)


def _change(original: str, mutated: str) -> str:
    import difflib

    diff = difflib.unified_diff(original.splitlines(), mutated.splitlines(), lineterm="", n=0)
    return "\n".join(line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---"))
