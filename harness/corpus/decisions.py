"""The evidence that scenarios decide CR rules (``features/cr-decisions.json``, schema
``schemas/cr-decisions.schema.json``): for a rule, a scenario tagged ``@cr:<rule>`` and a wrong engine that breaks
the rule and fails that scenario. A rule of the scope is covered (decided) when it has such an entry, its scenario
exists, isn't a pending skeleton and is tagged with the rule; a rule only tagged is not.

A wrong engine is named as ``--engine`` takes it: ``tests.engines.<module>:<Class>``, a broken adapter of the
repository's ``tests/engines/`` (declaring ``rules`` it breaks), or ``tests.engines.mutant:<id>``, a mutant of a
reference-engine function stored in ``tests/engines/mutants.json``. `tools/decisions.py` finds the entries;
``tests/test_decisions.py`` replays each (the scenario fails on its wrong engine); the corpus's runs show the
scenario passes on both correct engines.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.corpus.scan import ScenarioInfo
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.reading import InputError, inside, load_json

DECISIONS = "cr-decisions.json"
MUTANT_MODULE = "tests.engines.mutant"
MUTANTS = "mutants.json"
ENGINE = re.compile(r"^tests\.engines\.([a-z_][a-z0-9_]*):(.+)$")


@dataclass(frozen=True)
class Decision:
    """One piece of evidence: `scenario` of `feature` (a path inside the corpus) fails on `engine`, which breaks
    `rule`."""

    rule: str
    feature: str
    scenario: str
    engine: str

    def to_json(self) -> dict[str, str]:
        return {"rule": self.rule, "feature": self.feature, "scenario": self.scenario, "engine": self.engine}


def read_decisions(corpus: Path) -> tuple[list[Decision], list[Problem]]:
    """The corpus's evidence and what is wrong with its form; ([], []) when the corpus has none."""
    path = Path(corpus) / DECISIONS
    label = f"{Path(corpus).name}/{DECISIONS}"
    if not path.exists():
        return [], []
    if not inside(path, Path(corpus)):
        return [], [Problem(label, "", "can't read the decisions: it is a link to outside the corpus")]
    try:
        data = load_json(path, label)
    except InputError as exc:
        return [], [Problem(label, exc.pointer, f"can't read the decisions: {exc.message}")]
    problems = validate_instance(data, "cr-decisions.schema.json", label, Path(corpus))
    if problems:
        return [], problems
    return [Decision(**entry) for entry in data["decisions"]], []


def load_decisions(corpus: Path) -> list[Decision]:
    """The evidence, [] when the corpus has none; a malformed file is a :class:`CorpusError`."""
    decisions, problems = read_decisions(corpus)
    if problems:
        raise CorpusError(problems)
    return decisions


def _index(scenarios: Iterable[ScenarioInfo]) -> dict[tuple[str, str], ScenarioInfo]:
    return {(s.feature, s.name): s for s in scenarios}


def decided_rules(decisions: Iterable[Decision], scenarios: Iterable[ScenarioInfo]) -> dict[str, list[Decision]]:
    """Each rule with its evidence that holds against the scenarios as they are: the scenario exists, is written
    (not pending) and is tagged ``@cr:<rule>``."""
    found = _index(scenarios)
    decided: dict[str, list[Decision]] = {}
    for decision in decisions:
        scenario = found.get((decision.feature, decision.scenario))
        if scenario is not None and not scenario.pending and decision.rule in scenario.cr:
            decided.setdefault(decision.rule, []).append(decision)
    return decided


def engines_folder(corpus: Path) -> Path | None:
    """The repository's ``tests/engines/`` beside the corpus, None where there is none (an installed copy): the
    engines can then not be checked."""
    folder = Path(corpus).resolve().parent / "tests" / "engines"
    return folder if folder.is_dir() else None


def known_engines(folder: Path) -> set[str]:
    """Every engine of ``tests/engines/`` an entry may name: each module's classes (read, not imported) and each
    stored mutant."""
    names = set()
    for path in sorted(folder.glob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        names |= {f"tests.engines.{path.stem}:{n.name}" for n in tree.body if isinstance(n, ast.ClassDef)}
    try:
        stored = json.loads((folder / MUTANTS).read_text(encoding="utf-8")).get("mutants", {})
    except (OSError, ValueError, AttributeError):
        stored = {}
    return names | {f"{MUTANT_MODULE}:{key}" for key in stored}


def decision_problems(
    decisions: Sequence[Decision], scenarios: Iterable[ScenarioInfo], engines: set[str] | None, label: str
) -> list[Problem]:
    """Entries that prove nothing: a scenario that doesn't exist, is pending or isn't tagged with the entry's
    rule; an engine that doesn't exist (`engines`: the known ones, None when they can't be known); an entry twice;
    entries out of order."""
    found = _index(scenarios)
    problems = []
    seen: set[Decision] = set()
    for i, d in enumerate(decisions):
        where = f"/decisions/{i}"
        scenario = found.get((d.feature, d.scenario))
        if scenario is None:
            problems.append(Problem(label, where, f"no scenario {d.scenario!r} in {d.feature}"))
        elif scenario.pending:
            problems.append(Problem(label, where, f"the scenario {d.scenario!r} is a pending skeleton"))
        elif d.rule not in scenario.cr:
            problems.append(Problem(label, where, f"the scenario {d.scenario!r} is not tagged @cr:{d.rule}"))
        if engines is not None and d.engine not in engines:
            problems.append(Problem(label, where + "/engine", f"no engine {d.engine} in tests/engines/"))
        if d in seen:
            problems.append(Problem(label, where, f"the entry for {d.rule} is there twice"))
        seen.add(d)
    if [d.rule for d in decisions] != sorted((d.rule for d in decisions), key=_rule_key):
        problems.append(Problem(label, "/decisions", "the entries are not sorted by rule"))
    return problems


def _rule_key(number: str) -> tuple[int, int, str]:
    from harness.corpus.scope import rule_key

    return rule_key(number)


def dump(decisions: Iterable[Decision]) -> str:
    """The file's text: sorted by rule, one entry a line."""
    rows = sorted(decisions, key=lambda d: (_rule_key(d.rule), d.feature, d.scenario, d.engine))
    lines = [json.dumps(d.to_json(), ensure_ascii=False) for d in rows]
    body = ",\n    ".join(lines)
    return (
        '{\n  "$schema": "../schemas/cr-decisions.schema.json",\n  "decisions": [\n    ' + body + "\n  ]\n}\n"
        if lines
        else '{\n  "$schema": "../schemas/cr-decisions.schema.json",\n  "decisions": []\n}\n'
    )


def decision_json(decision: Decision, scenario: ScenarioInfo | None) -> dict[str, Any]:
    """An entry as the coverage page shows it: the scenario (with its line) and the engine."""
    line = scenario.line if scenario is not None else 0
    return {"feature": decision.feature, "name": decision.scenario, "line": line, "engine": decision.engine}
