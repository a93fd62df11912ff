"""Mutation testing of the reference engine with the corpus as the test suite: how much of the engine's
behaviour the corpus actually checks. Writes `benchmarks/mutation.md` and `benchmarks/mutation.json`.

Usage, from the checkout (about 20 minutes on 2 idle cores; `tox -e mutation` does the same):

    python -m benchmarks.mutation                  # a fresh mutmut run over reference_engine/, then the page
    python -m benchmarks.mutation --render-only    # the page again from the mutants/ folder of the last run

mutmut (the `mutation` extra) is configured in pyproject.toml ([tool.mutmut]): every module of
`reference_engine/` but `serve.py` (the JSON-lines server, not rules), and `features/` as the tests. Each
surviving mutant is sorted into one that changes only the message of a raised exception (its arguments; the
type stays) and one that changes behaviour, which includes every other string constant (a protocol key, a
mana letter). A behaviour-changing survivor is either listed in `mutation_equivalent.toml` as equivalent,
with a one-line reason, or left as a gap of the corpus. Survivors that a unit test in `tests/` kills, where no
ruling covers the behaviour, are listed there too and checked by running that test with the mutant switched
on; they are reported apart and do not count as killed by the corpus. Each pytest run of mutmut loads
benchmarks/mutation_plugin.py, so that every scenario rebuilds what the engine otherwise builds once per run
(the card library, parsed costs), and mutmut tests a mutant there against every scenario, not the first one.
`--retest` keeps the last run's results and tests again only the survivors that the corpus as it is now could
kill: enough when only scenarios were added since.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import functools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import tomllib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.mutation_page import render

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"
OUT = ROOT / "benchmarks"
NOTES = OUT / "mutation_equivalent.toml"

# mutmut 3.8's exit codes (mutmut/stats.py): what each means for the corpus
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "not reached", 33: "not reached", 34: "skipped", 36: "timeout"}
STATUS |= {-24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout", None: "not checked", 2: "interrupted"}
RETESTED = ("survived", "not reached", "not checked", "interrupted", "suspicious")


@dataclass
class Mutant:
    name: str  # mutmut's key, e.g. reference_engine.rollback.x_restore__mutmut_3
    module: str  # reference_engine/rollback.py
    status: str  # killed, timeout, survived, not reached, ...
    kind: str = ""  # for survivors: "message" (only what a raised exception says differs) or "behaviour"
    change: str = ""  # the changed source line(s), original then mutant


def _mutmut(*args: str, **kwargs: Any) -> subprocess.Popen:
    """mutmut, with benchmarks/mutation_plugin.py loaded in each of its pytest runs (cold caches per scenario)."""
    shutil.copytree(ROOT / "benchmarks", MUTANTS / "benchmarks", dirs_exist_ok=True)
    mutmut = Path(sys.executable).parent / "mutmut"
    env = {**os.environ, "PYTEST_ADDOPTS": "-p benchmarks.mutation_plugin", "PYTHONPATH": str(MUTANTS)}
    command = [str(mutmut if mutmut.exists() else "mutmut"), *args]
    # SIGINT back to its default: a run started in the background inherits it ignored, and --minutes sends it
    restore = functools.partial(signal.signal, signal.SIGINT, signal.SIG_DFL)
    return subprocess.Popen(command, cwd=ROOT, env=env, preexec_fn=restore, **kwargs)


def run_mutmut(max_children: int, retest: list[str] | None = None, minutes: float | None = None) -> float:
    """A fresh run (results of an earlier run are not reused: mutmut keeps them otherwise), or, with `retest`,
    only those mutants tested again against the corpus as it is now (new scenarios included). With `minutes`,
    mutmut is stopped then (interrupted as by Ctrl-C: the mutants it finished keep their new results)."""
    if retest is None:
        shutil.rmtree(MUTANTS, ignore_errors=True)
    MUTANTS.mkdir(exist_ok=True)
    started = time.monotonic()
    with (MUTANTS / "benchmark.log").open("w", encoding="utf-8") as log:
        args = ["run", "--max-children", str(max_children), *(retest or [])]
        process = _mutmut(*args, stdout=log, stderr=subprocess.STDOUT)
        try:
            code = process.wait(timeout=None if minutes is None else minutes * 60)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGINT)
            try:
                code = process.wait(timeout=120)
            except subprocess.TimeoutExpired:
                process.kill()
                code = process.wait()
            code = 0
    if code != 0:
        sys.exit(f"mutmut failed (exit {code}); its output is in mutants/benchmark.log")
    return time.monotonic() - started


def _durations() -> dict[str, float]:
    """How long each mutant's last test took, by name: a mutant tested again has a new one."""
    found: dict[str, float] = {}
    for meta in (MUTANTS / "reference_engine").rglob("*.py.meta"):
        found.update(json.loads(meta.read_text(encoding="utf-8")).get("durations_by_key", {}))
    return found


def _functions(source: Path) -> dict[str, ast.FunctionDef]:
    tree = ast.parse(source.read_text(encoding="utf-8"))
    return {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}


class _Blank(ast.NodeTransformer):
    """Blanks the arguments of each raised exception: its message, which no rule depends on."""

    def visit_Raise(self, node: ast.Raise) -> ast.Raise:
        if isinstance(node.exc, ast.Call):
            node.exc.args, node.exc.keywords = [], []
        return node


def _message_only(orig: ast.FunctionDef, mutant: ast.FunctionDef) -> bool:
    """The mutant differs from the original only in what a raised exception says (its type is the same)."""
    shapes = []
    for fn in (orig, mutant):
        copy = ast.parse(ast.unparse(fn)).body[0]
        assert isinstance(copy, ast.FunctionDef | ast.AsyncFunctionDef)
        copy.name = ""
        shapes.append(ast.dump(_Blank().visit(copy)))
    return shapes[0] == shapes[1]


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


def read_results() -> list[Mutant]:
    mutants = []
    for meta in sorted((MUTANTS / "reference_engine").rglob("*.py.meta")):
        source = meta.with_suffix("")
        module = str(source.relative_to(MUTANTS))
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        functions = _functions(source) if codes else {}
        for name, code in codes.items():
            mutant = Mutant(name, module, STATUS.get(code, "suspicious"))
            if mutant.status == "survived":
                fn = name.rsplit(".", 1)[1]
                orig, mutated = functions[fn.rsplit("__mutmut_", 1)[0] + "__mutmut_orig"], functions[fn]
                mutant.kind = "message" if _message_only(orig, mutated) else "behaviour"
                mutant.change = _change(orig, mutated)
            mutants.append(mutant)
    if not mutants:
        sys.exit("no mutation results in mutants/: run `python -m benchmarks.mutation` first")
    return mutants


def _tests_by_function() -> dict[str, set[str]]:
    data = json.loads((MUTANTS / "mutmut-stats.json").read_text(encoding="utf-8"))
    return {name: set(tests) for name, tests in data["tests_by_mangled_function_name"].items()}


def to_retest(mutants: list[Mutant]) -> list[str]:
    """The mutants whose result the corpus as it is now could change: those not tested, and the survivors and
    unreached ones of each function that more scenarios run now than when they were tested (a scenario added
    can't revive a killed mutant, nor kill one in code it doesn't run). Which scenario runs which function is
    recorded again (mutmut's `print-time-estimates`, with the stats file removed)."""
    before = _tests_by_function()
    for folder in ("features", "harness", "schemas", "tests"):  # what `mutmut run` copies ([tool.mutmut] also_copy)
        shutil.copytree(ROOT / folder, MUTANTS / folder, dirs_exist_ok=True)
    (MUTANTS / "mutmut-stats.json").unlink(missing_ok=True)
    estimates = _mutmut("print-time-estimates", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if estimates.wait() != 0:
        sys.exit("mutmut could not record which scenario runs which function (mutmut print-time-estimates)")
    grown = {name: tests - before.get(name, set()) for name, tests in _tests_by_function().items()}
    return [
        m.name
        for m in mutants
        if m.status in RETESTED
        and (m.status not in ("survived", "not reached") or grown.get(m.name.partition("__mutmut_")[0]))
    ]


SECTIONS = ("equivalent", "unit", "fresh", "gap")


def read_notes() -> dict[str, dict[str, str]]:
    """`[equivalent]` name = reason; `[unit]` name = "tests/test_x.py::test_y" (a test that kills it); `[gap]`
    name = why the corpus doesn't kill it (it stays a behaviour-changing survivor); `[fresh]` name = a scenario file
    that kills it when run in a fresh process (code run at import, before mutmut's workers switch a mutant on)."""
    notes = tomllib.loads(NOTES.read_text(encoding="utf-8")) if NOTES.exists() else {}
    unknown = set(notes) - set(SECTIONS)
    if unknown:
        sys.exit(f"{NOTES.name}: unknown section(s) {sorted(unknown)}: only {', '.join(SECTIONS)}")
    return {key: notes.get(key, {}) for key in SECTIONS}


def unit_kills(unit: dict[str, str], survivors: set[str]) -> dict[str, bool]:
    """Each listed survivor, run against its test in a new process with the mutant switched on: does it fail?"""
    for folder in ("tests", "features", "benchmarks"):  # as they are now
        shutil.copytree(ROOT / folder, MUTANTS / folder, dirs_exist_ok=True)

    def killed(name: str) -> bool:
        # the plugin makes an engine that can't start under the mutant exit 1 (a kill), not 4 (a usage error)
        env = {**os.environ, "PYTHONPATH": str(MUTANTS), "MUTANT_UNDER_TEST": name}
        env["PYTEST_ADDOPTS"] = "-p benchmarks.mutation_plugin"
        command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:randomly", unit[name]]
        return subprocess.run(command, cwd=MUTANTS, env=env, capture_output=True, check=False).returncode == 1

    names = sorted(n for n in unit if n in survivors)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(zip(names, pool.map(killed, names), strict=True))


def _summary(header: dict[str, Any]) -> str:
    return f"`{header['commit']}` ({header['date']}, " + ("a re-test)" if header.get("retest") else "a full run)")


def _plain_run() -> dict[str, str]:
    """The header of a run made with `mutmut run` itself: its commit is the last one before it started."""
    stats = MUTANTS / "mutmut-stats.json"
    started = stats.stat().st_mtime if stats.exists() else 0
    return {
        "commit": _git("log", "-1", "--format=%h", f"--before={int(started)}"),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(started)),
        "duration": "duration not recorded (`mutmut run` itself)",
    }


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else "unknown"


def summarise(
    mutants: list[Mutant], notes: dict[str, dict[str, str]], unit: dict[str, bool], fresh: dict[str, bool]
) -> dict[str, Any]:
    """Counts per module and in total; `score` is the share of behaviour-changing mutants the corpus kills."""
    rows: dict[str, Counter[str]] = {}
    for m in mutants:
        row = rows.setdefault(m.module, Counter())
        row["mutants"] += 1
        if m.status in ("killed", "timeout", "not reached"):
            row[m.status] += 1
        elif m.status != "survived":
            row["not tested"] += 1  # skipped, interrupted, suspicious: a run that didn't finish
        elif m.kind == "message":
            row["survived: message only"] += 1
        elif m.name in notes["equivalent"]:
            row["survived: equivalent"] += 1
        elif fresh.get(m.name):
            row["killed in a fresh process"] += 1
        else:
            row["survived: behaviour"] += 1
            row["killed by a unit test"] += unit.get(m.name, False)
    total: Counter[str] = sum(rows.values(), Counter())
    for row in [*rows.values(), total]:
        caught = row["killed"] + row["timeout"] + row["killed in a fresh process"]
        tested = caught + row["survived: behaviour"]
        row["score"] = round(100 * caught / tested, 1) if tested else None  # None: nothing tested
    return {"modules": {k: dict(v) for k, v in sorted(rows.items())}, "total": dict(total)}










def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation", description=__doc__.split("\n\n")[0])
    parser.add_argument("--render-only", action="store_true", help="rewrite the page from the last run's mutants/")
    parser.add_argument(
        "--retest",
        action="store_true",
        help="keep the last run's results and test again only its survivors, unreached and unchecked mutants "
        "(enough when only scenarios were added since: a killed mutant stays killed)",
    )
    parser.add_argument(
        "--only",
        action="append",
        metavar="PATTERN",
        help="with --retest: test again every survivor, unreached or untested mutant whose name matches (fnmatch, "
        "e.g. 'reference_engine.rollback.*'), whatever the scenarios run; repeatable",
    )
    parser.add_argument(
        "--minutes", type=float, help="stop mutmut after this long; finished mutants keep their results"
    )
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2, help="mutants tested at once")
    args = parser.parse_args(argv)
    json_path = OUT / "mutation.json"
    previous = json.loads(json_path.read_text(encoding="utf-8")) if json_path.exists() else None
    if args.render_only and previous is not None:
        header = previous["header"]
        previous = previous.get("previous")
    elif args.render_only:
        header = _plain_run()
    else:
        dirty = _git("status", "--porcelain", "--", "reference_engine", "features", "harness")
        header = {"commit": _git("rev-parse", "--short", "HEAD") + (" + uncommitted changes" if dirty else "")}
        header["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        retest = None
        if args.retest:
            if not MUTANTS.exists():
                sys.exit("--retest needs the mutants/ folder of an earlier run")
            earlier = previous["header"] if previous else _plain_run()
            if args.only:
                chosen = [m.name for m in read_results() if m.status in RETESTED]
                retest = [n for n in chosen if any(fnmatch.fnmatch(n, p) for p in args.only)]
                which = f"the survivors, unreached and untested mutants matching {', '.join(args.only)}"
            else:
                retest = to_retest(read_results())
                which = "the untested, and the survivors and unreached of each function more scenarios run now"
            header["retest"] = f"{len(retest)} mutants chosen to test again: {which}"
            header["earlier runs"] = [*earlier.get("earlier runs", []), _summary(earlier)]
        before = _durations() if retest else {}
        seconds = run_mutmut(args.max_children, retest, args.minutes)
        header["duration"] = f"{seconds / 60:.0f} minutes"
        if retest is not None:
            after = _durations()
            done = sum(after.get(n) != before.get(n) for n in retest)
            header["retest"] += (
                f"; {done} of them were tested again"
                + (f" before the {args.minutes:g}-minute limit" if args.minutes and done < len(retest) else "")
                + "; every other mutant keeps its result from the earlier runs listed below"
            )
    from importlib.metadata import version

    header |= {"mutmut": version("mutmut"), "cpus": os.cpu_count()}
    mutants, notes = read_results(), read_notes()
    survivors = {m.name for m in mutants if m.status == "survived" and m.kind == "behaviour"}
    unit, fresh = unit_kills(notes["unit"], survivors), unit_kills(notes["fresh"], survivors)
    data = {"header": header, **summarise(mutants, notes, unit, fresh), "unit": unit, "fresh": fresh}
    prior = {k: previous[k] for k in ("header", "modules", "total")} if previous else None
    (OUT / "mutation.md").write_text(render(data, prior, mutants, notes), encoding="utf-8")
    survived = sorted(m.name for m in mutants if m.status == "survived")
    json_path.write_text(json.dumps({**data, "previous": prior, "survived": survived}, indent=1) + "\n")
    total = data["total"]
    print(f"corpus score {total['score']}%: {total['killed']} killed, {total['survived: behaviour']} survived")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
