"""Finds the evidence that scenarios decide CR rules and writes `features/cr-decisions.json` (rule -> scenario ->
wrong engine) and `tests/engines/mutants.json` (the mutants it names).

For each rule (those of `features/cr-scope.json`, and any a broken engine declares), the scenarios tagged
`@cr:<rule>` are tried, in forked children of one harness session (`tools/decisions_trials.py`):

1. on each broken engine of `tests/engines/` whose `rules` names the rule (a hand-written misreading);
2. if none fails one, on mutants (mutmut's mutations) of each reference-engine function that implements the rule
   (its docstring cites it, or it refuses an action naming it), those that killed a scenario tagged with the rule
   in the last full mutation run (`benchmarks/mutation_order.json`) first; a mutant that changes only a string
   (a message) or the function's signature, or passes None for an argument, is no misreading and isn't tried.

The first engine a tagged scenario fails (status `fail`, not an error) is the rule's entry. A scenario that fails
on the reference engine itself is never used.

Usage, from the checkout: `python -m tools.decisions` (every rule; 15-25 minutes on a busy machine), `--rule 601.2i`
(that rule again, the others' entries kept), `--refresh` (only the rules whose entry no longer holds, that have
none, or that a broken engine declares while a mutant decides them: seconds to minutes), `--mutants N` (mutants
tried per rule, default 60).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import pkgutil
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness.corpus.decisions import DECISIONS, Decision, dump, load_decisions  # noqa: E402
from harness.corpus.scan import load_cr_rules, scan_features  # noqa: E402
from harness.corpus.scope import covered_rules, load_scope, rule_key  # noqa: E402
from tools.decisions_mutants import Function, mutants_of  # noqa: E402

FEATURES = ROOT / "features"
ENGINE = ROOT / "reference_engine"
STORE = ROOT / "tests" / "engines" / "mutants.json"
ORDER = ROOT / "benchmarks" / "mutation_order.json"
CITED = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")
RULE = re.compile(r"^\d{3}\.\d+[a-z]?$")
ABOUT = (
    "written by python -m tools.decisions: mutants of reference-engine functions, each breaking the rule it names;"
    " tests.engines.mutant:<key> replays one"
)


def implementing(rules: set[str]) -> dict[str, list[Function]]:
    """Each rule with the engine's functions that implement it: whose docstring or comments cite it, or that refuse
    an action naming it (a string that is the rule's number). A rule with no letter that no function cites, whose
    subrules say what it means (117.3 "Which player has priority is determined by the following rules"), is
    implemented by the functions citing its lettered subrules."""
    cites: dict[str, list[Function]] = defaultdict(list)
    for path in sorted(ENGINE.glob("*.py")):
        if path.name in ("serve.py", "__init__.py"):
            continue
        module = f"reference_engine.{path.stem}"
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        comments = _comments(text)
        for node, qualname in _functions(tree.body):
            cited = set(CITED.findall(ast.get_docstring(node) or ""))
            inside = range(node.lineno, (node.end_lineno or node.lineno) + 1)
            cited |= {r for line in inside for r in CITED.findall(comments.get(line, ""))}
            cited |= {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and RULE.match(str(n.value))}
            for rule in sorted(cited):
                cites[rule].append(Function(module, qualname, node))
    found = {}
    for rule in rules:
        if cites.get(rule):
            found[rule] = cites[rule]
        elif rule[-1].isdigit():
            subrules = sorted(r for r in cites if re.fullmatch(re.escape(rule) + "[a-z]", r))
            found[rule] = [f for r in subrules for f in cites[r]]
    return {r: fs for r, fs in found.items() if fs}


def _comments(text: str) -> dict[int, str]:
    """Each line's comment."""
    import io
    import tokenize

    found = {}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            found[token.start[0]] = token.string
    return found


def _functions(body: list[ast.stmt], prefix: str = "") -> list[tuple[ast.FunctionDef, str]]:
    out = []
    for node in body:
        if isinstance(node, ast.FunctionDef):
            out.append((node, prefix + node.name))
        elif isinstance(node, ast.ClassDef) and not prefix:
            out += _functions(node.body, node.name + ".")
    return out


def _hints(function: Function, scenarios: set[str]) -> list[int]:
    """The mutant numbers of `function` that a scenario among `scenarios` killed in the last full mutation run."""
    try:
        killers = json.loads(ORDER.read_text(encoding="utf-8"))["killers"].get(function.mangled, {})
    except (OSError, ValueError, KeyError):
        return []
    slugs = {_slug(s) for s in scenarios}
    return [n for nodeid, numbers in killers.items() if nodeid.partition("::")[2] in slugs for n in numbers]


def _slug(label: str) -> str:
    name = label.partition("::")[2]
    return "test_" + re.sub(r"\W+", "_", name.lower()).strip("_")[:150]


def broken_engines() -> dict[str, tuple[str, ...]]:
    """Every broken engine of tests/engines/ that declares the rules it breaks."""
    from tests import engines

    found = {}
    for info in pkgutil.iter_modules(engines.__path__):
        if info.name == "mutant":
            continue
        module = importlib.import_module(f"tests.engines.{info.name}")
        for name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and getattr(cls, "rules", ()):
                found[f"{module.__name__}:{name}"] = tuple(cls.rules)
    return found


def run_trials(trials: list[dict[str, Any]], features: set[str]) -> list[dict[str, Any]]:
    """The trials in one harness session (tools/decisions_trials.py)."""
    with tempfile.TemporaryDirectory() as folder:
        given, out = Path(folder) / "trials.json", Path(folder) / "out.json"
        given.write_text(json.dumps(trials), encoding="utf-8")
        command = [sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-q",
                   "-p", "tools.decisions_trials", f"--trials={given}", f"--trials-out={out}",
                   f"--report-dir={Path(folder) / 'r'}", *sorted(str(FEATURES / f) for f in features)]  # fmt: skip
        subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        if not out.exists():
            sys.exit("the trials' session wrote no results: run it by hand to see why:\n" + " ".join(command))
        return json.loads(out.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rule", action="append", default=[], help="only this rule again (repeatable)")
    parser.add_argument("--mutants", type=int, default=60, help="mutants tried per rule (default 60)")
    parser.add_argument(
        "--refresh", action="store_true",
        help="only the rules whose entry no longer holds (scenario gone or untagged, mutant stale), that have none,"
        " or that a broken engine declares while a mutant decides them",
    )  # fmt: skip
    args = parser.parse_args(argv)
    scope = _scope()
    scenarios = [s for f in scan_features(FEATURES) for s in f.scenarios]
    tagged = {r: [f"{s.feature}::{s.name}" for s in ss] for r, ss in covered_rules(scenarios).items()}
    if args.refresh:
        args.rule = sorted(_to_refresh(scenarios, scope), key=rule_key)
        print(f"refreshing {len(args.rule)} rules: {' '.join(args.rule)}", file=sys.stderr)
    declared = broken_engines()
    rules = set(scope.rules(load_cr_rules(FEATURES))) if scope else set()
    rules |= {r for rs in declared.values() for r in rs}
    rules = {r for r in (set(args.rule) or rules) if r in tagged}
    every = sorted({s for r in rules for s in tagged[r]})
    features = {s.partition("::")[0] for s in every}
    # the scenarios the reference itself fails now are no evidence
    control = run_trials([{"engine": "reference", "scenarios": every, "all": True}], features)[0]
    good = {s for s, st in control["statuses"].items() if st == "pass"}
    print(f"{len(rules)} rules tagged; {len(every)} scenarios, {len(every) - len(good)} failing on the reference",
          file=sys.stderr)  # fmt: skip
    decided: dict[str, Decision] = {}
    trials = [{"engine": e, "scenarios": sorted(good & {s for r in rs if r in rules for s in tagged[r]}), "all": True}
              for e, rs in declared.items()]  # fmt: skip
    trials = [t for t in trials if t["scenarios"]]
    for trial, result in zip(trials, run_trials(trials, features) if trials else [], strict=True):
        for rule in declared[trial["engine"]]:
            hit = [s for s in result["failing"] if s in tagged.get(rule, ())]
            if hit and rule in rules and rule not in decided:
                decided[rule] = _decision(rule, hit[0], trial["engine"])
    print(f"{len(decided)} rules decided by broken engines", file=sys.stderr)
    _write(decided, {}, set(args.rule))
    search = sorted(rules - set(decided), key=rule_key)
    _mutant_search(search, tagged, good, decided, features, args.mutants, lambda s: _write(decided, s, set(args.rule)))
    print(f"{len(decided)} rules decided; {len(rules - set(decided))} tagged but undecided: "
          + " ".join(sorted(rules - set(decided), key=rule_key)), file=sys.stderr)  # fmt: skip
    return 0


def _scope() -> Any:
    """The scope file; the last committed one while the checkout's can't be read (someone is editing it)."""
    from harness.corpus.scope import CrScope
    from harness.errors import CorpusError

    try:
        return load_scope(FEATURES)
    except CorpusError as exc:
        print(f"{exc}: the committed scope is used", file=sys.stderr)
        shown = subprocess.run(["git", "show", "HEAD:features/cr-scope.json"], cwd=ROOT, capture_output=True,
                               text=True, check=True)  # fmt: skip
        data = json.loads(shown.stdout)
        return CrScope(tuple(data["families"]), tuple(data["sections"]))


def _to_refresh(scenarios: list[Any], scope: Any) -> set[str]:
    """The rules in scope or declared whose entry doesn't hold now, or that are tagged and have none."""
    from harness.corpus.decisions import decided_rules
    from tests.engines import mutant

    decisions = load_decisions(FEATURES)
    holding = decided_rules(decisions, scenarios)
    keys = {d.rule: d.engine.partition(":")[2] for d in decisions if d.engine.startswith("tests.engines.mutant:")}
    stale = {r for r, key in keys.items() if key not in mutant.stored() or mutant.stale(key)}
    declared = {r for rs in broken_engines().values() for r in rs}
    wanted = set(scope.rules(load_cr_rules(FEATURES))) if scope else set()
    wanted |= declared | {d.rule for d in decisions}
    tagged = set(covered_rules(scenarios))
    by_mutant = set(keys) & declared  # a hand-written misreading is clearer evidence than a mutant
    return {r for r in wanted if r in tagged and (r not in holding or r in stale or r in by_mutant)}


def _decision(rule: str, scenario: str, engine: str) -> Decision:
    feature, _, name = scenario.partition("::")
    return Decision(rule, feature, name, engine)


def _mutant_search(
    rules: list[str], tagged: dict[str, list[str]], good: set[str], decided: dict[str, Decision],
    features: set[str], budget: int, save: Any,
) -> dict[str, dict[str, Any]]:  # fmt: skip
    cites = implementing(set(rules))
    candidates = mutants_of([f for r in rules for f in cites.get(r, [])])
    stored: dict[str, dict[str, Any]] = {}
    pending = {r: _ordered(r, cites.get(r, []), candidates, set(tagged[r]) & good)[:budget] for r in rules}
    pending = {r: ms for r, ms in pending.items() if ms}
    while pending:  # a round: the next ten mutants of each undecided rule
        batch = [(r, m) for r, ms in pending.items() for m in ms[:10]]
        trials = [{"engine": f"tests.engines.mutant:{m['key']}", "mutant": {**m, "rule": r},
                   "scenarios": sorted(set(tagged[r]) & good)} for r, m in batch]  # fmt: skip
        for (rule, m), result in zip(batch, run_trials(trials, features), strict=True):
            if result["failing"] and rule not in decided:
                decided[rule] = _decision(rule, result["failing"][0], f"tests.engines.mutant:{m['key']}")
                stored[m["key"]] = {**{k: v for k, v in m.items() if k != "key"}, "rule": rule}
        pending = {r: ms[10:] for r, ms in pending.items() if r not in decided and ms[10:]}
        save(stored)  # each round's findings kept, should a later round be stopped
        print(f"  {len(decided)} decided; {len(pending)} rules with mutants left to try", file=sys.stderr, flush=True)
    return stored


def _ordered(rule: str, functions: list[Function], candidates: dict[str, list[dict[str, Any]]],
             scenarios: set[str]) -> list[dict[str, Any]]:  # fmt: skip
    """The rule's mutants: those the last full run saw killed by a scenario tagged with it first."""
    out = []
    for function in functions:
        mine = candidates.get(function.path, [])
        hinted = set(_hints(function, scenarios))
        out += [m for m in mine if m["number"] in hinted]
        out += [m for m in mine if m["number"] not in hinted]
    seen, unique = set(), []
    for m in out:
        if m["key"] not in seen:
            seen.add(m["key"])
            unique.append(m)
    return unique


def _write(decided: dict[str, Decision], stored: dict[str, dict[str, Any]], only: set[str]) -> None:
    old = load_decisions(FEATURES)
    kept = [d for d in old if only and d.rule not in only]
    decisions = kept + [d for r, d in decided.items() if not only or r in only]
    mutants = json.loads(STORE.read_text(encoding="utf-8"))["mutants"] if STORE.exists() else {}
    used = {d.engine.partition(":")[2] for d in decisions if d.engine.startswith("tests.engines.mutant:")}
    mutants = {k: v for k, v in {**mutants, **stored}.items() if k in used}
    (FEATURES / DECISIONS).write_text(dump(decisions), encoding="utf-8")
    lines = [f"    {json.dumps(k)}: {json.dumps(mutants[k], ensure_ascii=False)}" for k in sorted(mutants)]
    STORE.write_text('{\n  "about": ' + json.dumps(ABOUT) + ',\n  "mutants": {\n' + ",\n".join(lines) + "\n  }\n}\n",
                     encoding="utf-8")  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
