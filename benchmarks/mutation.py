"""Mutation testing of the reference engine with the corpus as the test suite: how much of the engine's
behaviour the corpus actually checks. Writes `benchmarks/mutation.md` and `benchmarks/mutation.json`.

Usage, from the checkout (9.1, 9.6 and 10.1 minutes on 2 idle cores for the 8,272 mutants at 56233e3, 6ee0d98
and b108a16, 2026-12-03/04, page included, each mutant's scenarios ordered by `mutation_order.json` from the run
before; without that file 10.7 minutes at 65d98cd, and 12.0 with other jobs running; the machine's speed moves by a
fifth between runs;
`tox -e mutation` does the same):

    python -m benchmarks.mutation                       # mutants made afresh, all tested, then the page
    python -m benchmarks.mutation --only 'reference_engine.turns.*'   # a sample: those mutants only
    python -m benchmarks.mutation --render-only         # the page again from the last run's mutants/results.json
    python -m benchmarks.mutation_notes unnoted         # the behaviour-changing survivors without a note

mutmut (the `mutation` extra, configured in pyproject.toml's [tool.mutmut]) makes the mutants of every module of
`reference_engine/` but `serve.py`; `benchmarks/mutation_run.py` tests them (one pytest session, a forked child per
mutant over the scenarios that reach its function). Each mutant gets two verdicts: the corpus alone, as an engine
developer runs it, and the reference's self-check, which also fails an unsupported scenario and a refusal naming no
rule. Each survivor is sorted by `benchmarks/mutation_classify.py` (message only, or behaviour); a behaviour-changing
survivor has one note in `mutation_equivalent.toml` (equivalent, a unit test that kills it, a scenario file that
kills it in a fresh process, or a gap), or is listed as needing one (`benchmarks/mutation_notes.py`).
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path
from typing import Any

from benchmarks.mutant import SELF_CHECK_ONLY, Mutant
from benchmarks.mutation_classify import message_only
from benchmarks.mutation_notes import NotesError, read_notes
from benchmarks.mutation_order import FILE as ORDER_FILE
from benchmarks.mutation_order import write_order
from benchmarks.mutation_page import render

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"
OUT = ROOT / "benchmarks"

# mutmut's own steps of `mutmut run` that make the mutants (mutmut/__main__.py), without its test run
GENERATE = """
from pathlib import Path
from mutmut.__main__ import copy_also_copy_files, copy_src_dir, create_mutants, setup_source_paths
from mutmut.mutation.trampoline import set_mutant_under_test
set_mutant_under_test("mutant_generation")
Path("mutants").mkdir(exist_ok=True)
copy_src_dir(); copy_also_copy_files(); setup_source_paths()
print(create_mutants({children}))
"""


def generate(max_children: int) -> None:
    """The mutants, made afresh by mutmut (results of an earlier run are not reused)."""
    shutil.rmtree(MUTANTS, ignore_errors=True)
    print("making the mutants (mutmut)", file=sys.stderr, flush=True)
    command = [sys.executable, "-c", GENERATE.format(children=max_children)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"mutmut could not make the mutants:\n{done.stderr[-2000:]}")
    shutil.copytree(ROOT / "benchmarks", MUTANTS / "benchmarks", dirs_exist_ok=True)


def test_mutants(max_children: int, only: list[str]) -> None:
    """`benchmarks/mutation_run.py` in mutants/, its progress on the terminal."""
    command = [sys.executable, "-m", "benchmarks.mutation_run", "--max-children", str(max_children)]
    command += [arg for pattern in only for arg in ("--only", pattern)]
    env = {**os.environ, "PYTHONPATH": str(MUTANTS)}
    if subprocess.run(command, cwd=MUTANTS, env=env, check=False).returncode != 0:
        sys.exit("the mutation run failed (above: why)")


def _functions(source: Path, names: set[str]) -> dict[str, ast.FunctionDef]:
    """The functions `names` of a module mutmut wrote, each parsed alone: the module holds every mutant of every
    function (megabytes), and parsing it whole took most of the page's time. A function is its `def` line and the
    lines after it that `_continues`; if one doesn't parse so (a string's line at the margin), the whole module is
    parsed."""
    text = source.read_text(encoding="utf-8")
    lines, found = text.splitlines(), {}
    for i, line in enumerate(lines):
        body = line.lstrip()
        name = body[4:].partition("(")[0] if body.startswith("def ") else ""
        if name not in names:
            continue
        indent, end = len(line) - len(body), i + 1
        while end < len(lines) and _continues(lines[end], indent):
            end += 1
        try:
            node = ast.parse(textwrap.dedent("\n".join(lines[i:end]))).body[0]
        except SyntaxError:
            break
        found[name] = node
    if set(names) - set(found):
        tree = ast.parse(text)
        found = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
    return found  # type: ignore[return-value]


def _continues(line: str, indent: int) -> bool:
    """Whether a line after a `def` at `indent` still belongs to it: blank, deeper, a comment anywhere (a comment at
    the margin inside a function would otherwise end it early and still parse), or the `)` closing its signature."""
    body = line.lstrip()
    return not body or len(line) - len(body) > indent or body.startswith(("#", ")"))


def _common(x: str, y: str) -> int:
    """How many characters the two strings share at their start."""
    return next((i for i, (c, d) in enumerate(zip(x, y, strict=False)) if c != d), min(len(x), len(y)))


def _change(orig: ast.FunctionDef, mutant: ast.FunctionDef) -> str:
    """The differing part of each changed line, with a little context: `before` → `after`."""
    a, b = ast.unparse(orig).splitlines(), ast.unparse(mutant).splitlines()
    a, b = [x.replace(orig.name, "") for x in a], [y.replace(mutant.name, "") for y in b]  # names aside
    if len(a) != len(b):
        return f"{len(b) - len(a):+d} lines"
    diff = []
    for x, y in ((x.strip(), y.strip()) for x, y in zip(a, b, strict=True) if x != y):
        head = _common(x, y)
        tail = min(_common(x[::-1], y[::-1]), len(x) - head, len(y) - head)
        start, end = max(0, head - 30), max(0, tail - 30)
        cut = [("…" if start else "") + s[start : len(s) - end] + ("…" if end else "") for s in (x, y)]
        diff.append(f"`{cut[0]}` → `{cut[1]}`")
    return "; ".join(diff)


def _module_of(name: str) -> str:
    return _path_of(name.rpartition("__mutmut_")[0].rpartition(".")[0])


@cache
def _path_of(module: str) -> str:
    """A mutated module's file, asked of the file system once per module, not once per mutant."""
    path = module.replace(".", "/") + ".py"
    return path if (MUTANTS / path).exists() else module.replace(".", "/") + "/__init__.py"


def read_results() -> tuple[list[Mutant], dict[str, Any]]:
    """Every tested mutant with its status, each survivor sorted; and the run's figures (time, scenarios)."""
    path = MUTANTS / "results.json"
    if not path.exists():
        sys.exit("no mutation results in mutants/: run `python -m benchmarks.mutation` first")
    run = json.loads(path.read_text(encoding="utf-8"))
    mutants, wanted = [], defaultdict(set)
    for name, result in sorted(run["mutants"].items()):
        if result["status"] in ("survived", SELF_CHECK_ONLY):
            fn = name.rsplit(".", 1)[1]
            wanted[_module_of(name)] |= {fn, fn.rsplit("__mutmut_", 1)[0] + "__mutmut_orig"}
    sources = {module: _functions(MUTANTS / module, names) for module, names in wanted.items()}
    for name, result in sorted(run["mutants"].items()):
        mutant = Mutant(name, _module_of(name), result["status"])
        if mutant.status in ("survived", SELF_CHECK_ONLY):
            functions = sources[mutant.module]
            fn = name.rsplit(".", 1)[1]
            orig, mutated = functions[fn.rsplit("__mutmut_", 1)[0] + "__mutmut_orig"], functions[fn]
            mutant.kind = "message" if message_only(orig, mutated) else "behaviour"
            mutant.change = _change(orig, mutated)
        mutants.append(mutant)
    return mutants, {k: v for k, v in run.items() if k != "mutants"}


def unit_kills(unit: dict[str, str], names: set[str], plugin: str) -> dict[str, bool]:
    """Each listed mutant, run against its test in a new process with the mutant switched on: does it fail?
    (`benchmarks/mutation_checks.py`: one server forks a child per mutant.)"""
    for folder in ("tests", "features", "benchmarks"):  # as they are now
        shutil.copytree(ROOT / folder, MUTANTS / folder, dirs_exist_ok=True)
    chosen = {n: unit[n] for n in sorted(unit) if n in names}
    if not chosen:
        return {}
    env = {**os.environ, "PYTHONPATH": str(MUTANTS)}
    jobs = str(os.cpu_count() or 2)
    command = [sys.executable, "-m", "benchmarks.mutation_checks", "--plugin", plugin, "--jobs", jobs]
    done = subprocess.run(
        command, cwd=MUTANTS, env=env, input=json.dumps(chosen), capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.exit(f"the checks of the notes failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def _row(m: Mutant, notes: dict[str, dict[str, str]], fresh: dict[str, bool]) -> str:
    """The column a mutant counts in."""
    if m.status in ("killed", "timeout", "not reached"):
        return "killed in a fresh process" if m.status == "not reached" and fresh.get(m.name) else m.status
    if m.status not in ("survived", SELF_CHECK_ONLY):
        return "not tested"  # suspicious: the child ended in a way no verdict reads
    if fresh.get(m.name):
        return "killed in a fresh process"
    if m.status == SELF_CHECK_ONLY:
        return SELF_CHECK_ONLY
    if m.kind == "message":
        return "survived: message only"
    return "survived: equivalent" if m.name in notes["equivalent"] else "survived: behaviour"


def summarise(
    mutants: list[Mutant], notes: dict[str, dict[str, str]], unit: dict[str, bool], fresh: dict[str, bool]
) -> dict[str, Any]:
    """Counts per module and in total, and the two scores: the self-check's share of the behaviour-changing
    mutants it kills, and the corpus alone's (for which a mutant the self-check alone kills is a survivor)."""
    rows: dict[str, Counter[str]] = {}
    for m in mutants:
        row = rows.setdefault(m.module, Counter())
        row["mutants"] += 1
        column = _row(m, notes, fresh)
        row[column] += 1
        if column == "survived: behaviour":
            row["killed by a unit test"] += unit.get(m.name, False)
            row["needs a note"] += not any(m.name in n for n in notes.values())
    total: Counter[str] = sum(rows.values(), Counter())
    for row in [*rows.values(), total]:
        corpus = row["killed"] + row["timeout"] + row["killed in a fresh process"]
        checked = corpus + row[SELF_CHECK_ONLY]
        behaviour = checked + row["survived: behaviour"]
        row["self-check score"] = round(100 * checked / behaviour, 1) if behaviour else None  # None: none tested
        row["corpus score"] = round(100 * corpus / behaviour, 1) if behaviour else None
    return {"modules": {k: dict(v) for k, v in sorted(rows.items())}, "total": dict(total)}


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else "unknown"


def _header(run: dict[str, Any], only: list[str]) -> dict[str, Any]:
    from importlib.metadata import version

    dirty = _git("status", "--porcelain", "--", "reference_engine", "features", "harness")
    seconds, count = run["seconds"], run["count"]
    return {
        "commit": _git("rev-parse", "--short", "HEAD") + (" + uncommitted changes" if dirty else ""),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "duration": f"{seconds / 60:.1f} minutes ({count / seconds:.2f} mutants/s; making them: "
        f"{run['generate seconds'] / 60:.1f} minutes)",
        "scenarios": run["scenarios"],
        "only": only,
        "mutmut": version("mutmut"),
        "cpus": os.cpu_count(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation", description=__doc__.split("\n\n")[0])
    parser.add_argument("--render-only", action="store_true", help="rewrite the page from the last run's mutants/")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="PATTERN",
        help="test only the mutants whose name matches (fnmatch, e.g. 'reference_engine.turns.*'); repeatable",
    )
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2, help="mutants tested at once")
    args = parser.parse_args(argv)
    try:
        notes, stale = read_notes()
    except NotesError as exc:
        sys.exit(f"error: {exc}")
    json_path, header_path = OUT / "mutation.json", MUTANTS / "header.json"
    previous = json.loads(json_path.read_text(encoding="utf-8")) if json_path.exists() else None
    if not args.render_only:
        started = time.monotonic()
        generate(args.max_children)
        generated = time.monotonic() - started
        test_mutants(args.max_children, args.only)
        run = json.loads((MUTANTS / "results.json").read_text(encoding="utf-8"))
        if not args.only:  # a sample's killers would leave out the other mutants'
            write_order(run, OUT / ORDER_FILE)
        header = _header({**run, "count": len(run["mutants"]), "generate seconds": generated}, args.only)
        header_path.write_text(json.dumps(header, indent=1) + "\n", encoding="utf-8")
    elif header_path.exists():
        header = json.loads(header_path.read_text(encoding="utf-8"))
        args.only = header.get("only", [])
    else:
        sys.exit("no mutation run in mutants/: run `python -m benchmarks.mutation` first")
    if previous and previous.get("header") == header:  # the same run rendered again: keep what came before it
        previous = previous.get("previous")
    mutants, _ = read_results()
    if args.only:
        mutants = [m for m in mutants if any(fnmatch.fnmatch(m.name, p) for p in args.only)]
    survivors = {m.name for m in mutants if m.status in ("survived", SELF_CHECK_ONLY, "not reached")}
    unit = unit_kills(notes["unit"], survivors, "benchmarks.mutation_plugin")
    fresh = unit_kills(notes["fresh"], survivors, "benchmarks.mutation_cold")
    data = {"header": header, **summarise(mutants, notes, unit, fresh), "unit": unit, "fresh": fresh}
    prior = {k: previous[k] for k in ("header", "modules", "total")} if previous and "modules" in previous else None
    (OUT / "mutation.md").write_text(render(data, prior, mutants, notes, stale), encoding="utf-8")
    behaviour = sorted(m.name for m in mutants if _row(m, notes, fresh) == "survived: behaviour")
    only_plugin = sorted(m.name for m in mutants if _row(m, notes, fresh) == SELF_CHECK_ONLY)
    extra = {"previous": prior, "behaviour survivors": behaviour, SELF_CHECK_ONLY: only_plugin}
    json_path.write_text(json.dumps({**data, **extra}, indent=1) + "\n", encoding="utf-8")
    total = data["total"]
    print(
        f"self-check score {total['self-check score']}%, corpus alone {total['corpus score']}%; "
        f"{total.get('needs a note', 0)} survivors need a note (python -m benchmarks.mutation_notes unnoted)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
