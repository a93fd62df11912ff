"""The notes on surviving mutants, `benchmarks/mutation_equivalent.toml`, and the command that keeps them honest.

Sections: `[equivalent]` name = why no board the schema accepts and no sequence of actions can show the mutant;
`[unit]` name = a test in tests/ that kills it (no ruling covers the behaviour); `[fresh]` name = a scenario
file that kills it in a new process (code run at import); `[gap]` name = why the corpus doesn't kill it. A mutant
has one class: a name in two sections is refused. `[sources]` function = the hash of the function's source when
its notes were written: when the source changes, the function's notes are dropped and its survivors are listed as
needing a note until someone reads them again and stamps the function.

    python -m benchmarks.mutation_notes unnoted            # survivors of the last run without a (current) note
    python -m benchmarks.mutation_notes stamp FUNCTION...  # after checking a function's notes: its hash now
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTES = ROOT / "benchmarks" / "mutation_equivalent.toml"
CLASSES = ("equivalent", "unit", "fresh", "gap")
SEPARATOR = "ǁ"  # mutmut's: xǁClassǁmethod


class NotesError(Exception):
    """The notes file is inconsistent: the page can't be written from it."""


def function_of(mutant: str) -> str:
    return mutant.rpartition("__mutmut_")[0]


def _source_node(function: str) -> ast.AST | None:
    """The original function of a mutmut name (reference_engine.game.xǁGameǁbegin_turn), from reference_engine/."""
    module, _, mangled = function.rpartition(".")
    path = ROOT / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = ROOT / module.replace(".", "/") / "__init__.py"
    if not path.exists():
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if mangled.startswith("x" + SEPARATOR):
        owner, name = mangled[2:].split(SEPARATOR)
        scope = next((n.body for n in tree.body if isinstance(n, ast.ClassDef) and n.name == owner), [])
    else:
        scope, name = tree.body, mangled.removeprefix("x_")
    defs = (n for n in scope if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == name)
    return next(defs, None)


def source_hash(function: str) -> str:
    """A hash of the function's code (its syntax tree: comments and layout aside); '' if it no longer exists."""
    node = _source_node(function)
    return hashlib.sha256(ast.dump(node).encode()).hexdigest()[:12] if node else ""


def read_notes(path: Path = NOTES) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The notes by class, those of a function whose source changed since it was stamped left out; and, by
    mutant, why its note was left out."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except tomllib.TOMLDecodeError as exc:
        raise NotesError(f"{path.name}: {exc}") from exc
    unknown = set(data) - {*CLASSES, "sources"}
    if unknown:
        raise NotesError(f"{path.name}: unknown section(s) {sorted(unknown)}: only {', '.join(CLASSES)}, sources")
    notes = {key: dict(data.get(key, {})) for key in CLASSES}
    seen: dict[str, str] = {}
    for key in CLASSES:
        for name in notes[key]:
            if name in seen:
                raise NotesError(f"{path.name}: {name} is both [{seen[name]}] and [{key}]: a mutant has one class")
            seen[name] = key
    stamps, stale = data.get("sources", {}), {}
    hashes: dict[str, str] = {}
    for name in seen:
        function = function_of(name)
        current = hashes.setdefault(function, source_hash(function))
        if stamps.get(function) != current:
            stale[name] = "not stamped" if function not in stamps else "its function's source changed"
            del notes[seen[name]][name]
    return notes, stale


def stamp(functions: list[str], path: Path = NOTES) -> list[str]:
    """Record each function's hash now (its notes were read again); returns the functions that don't exist."""
    text = path.read_text(encoding="utf-8")
    stamps = dict(tomllib.loads(text).get("sources", {}))
    missing = []
    for function in functions:
        current = source_hash(function)
        if current:
            stamps[function] = current
        else:
            missing.append(function)
    head = re.split(r"(?m)^\[sources\]\n", text)[0].rstrip("\n")
    lines = [f'"{name}" = "{stamps[name]}"' for name in sorted(stamps)]
    path.write_text(head + "\n\n[sources]\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return missing


def unnoted(results: Path = ROOT / "benchmarks" / "mutation.json", notes_path: Path | None = None) -> list[str]:
    """The behaviour-changing survivors of the last run with no current note."""
    data = json.loads(results.read_text(encoding="utf-8"))
    notes, _ = read_notes(notes_path or NOTES)
    noted = set().union(*notes.values())
    return [name for name in data.get("behaviour survivors", []) if name not in noted]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation_notes", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("unnoted", help="the survivors of the last run without a current note, one a line")
    stamping = sub.add_parser("stamp", help="record the source hash of functions whose notes you checked")
    stamping.add_argument("functions", nargs="+", metavar="FUNCTION", help="e.g. reference_engine.turns.x_advance")
    args = parser.parse_args(argv)
    try:
        if args.command == "stamp":
            missing = stamp([function_of(f) or f for f in args.functions])
            for function in missing:
                print(f"no such function: {function}", file=sys.stderr)
            return 1 if missing else 0
        names = unnoted()
    except (NotesError, OSError, json.JSONDecodeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print("\n".join(names))
    print(f"{len(names)} survivors without a note", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
