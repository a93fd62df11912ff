"""The corpus lint (``mtg-conformance lint``): what ``validate`` checks (fixtures, catalog, index schema,
features' references) plus the corpus's own rules: unique ruling ids and texts, every scenario tagged with a
known ruling, every CR number a real rule (``features/cr-rules.txt``), known mechanics and cards in tags,
scenario names unique within a feature, the index reading as the source documents do, and completeness:
every ruling covered, every fixture and every catalog card used.

Each finding names its check, so a caller can select checks: :data:`STRUCTURAL` must hold at every moment,
:data:`COMPLETENESS` holds once the corpus is finished.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog, problems_in_catalog
from harness.corpus.fixtures import fixture_path
from harness.corpus.rulings import INDEX, load_manifest, normalise
from harness.corpus.scan import FeatureInfo, ScenarioInfo, corpus_drift, load_cr_rules, scan_features
from harness.corpus.validate import BOARD_STEP, QUOTED, ReadStep, validate_features, validate_fixtures, validate_index
from harness.errors import CorpusError, Problem

#: check name -> what it makes sure of, in the words of the lint's summary
CHECKS: dict[str, str] = {
    "catalog": "the card catalog (cards.json) is valid",
    "index": "the ruling index (rulings.json) is valid",
    "duplicate-id": "every ruling id is used once",
    "duplicate-text": "every ruling text is in the index once",
    "fixture": "every board fixture is valid",
    "feature": "every feature parses and names boards and objects that exist",
    "duplicate-scenario": "scenario names are unique within a feature",
    "untagged-scenario": "every scenario is tagged with at least one @ruling",
    "unknown-ruling": "every @ruling tag names a ruling of the index",
    "unknown-cr": "every CR number in tags and in the index is a rule of features/cr-rules.txt",
    "unknown-mechanic": "every feature is tagged with a known @mechanic",
    "unknown-card": "every @card tag names a card of the catalog",
    "refusal-rule": "every refusal step names the rule that forbids the action, and the scenario is tagged with it",
    "unknown-tag": "every tag with a colon is @ruling:, @cr:, @mechanic: or @card: (a plain @smoke is a user's tag)",
    "drift": "the index reads as the source documents do",
    "uncovered-ruling": "every ruling has a scenario (pending skeletons don't count)",
    "unused-fixture": "every board fixture is used by a scenario",
    "unused-card": "every card of the catalog is used by a fixture, scenario or ruling",
}
COMPLETENESS = frozenset({"uncovered-ruling", "unused-fixture", "unused-card"})
STRUCTURAL = frozenset(CHECKS) - COMPLETENESS


@dataclass(frozen=True)
class Finding:
    """One lint finding: which check, where (file and JSON pointer or line), what is wrong."""

    check: str
    file: str
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.where or '/'}: {self.message} [{self.check}]"


class _Corpus:
    """The corpus, each part read once and only when a check needs it."""

    def __init__(self, corpus: Path, read_step: ReadStep) -> None:
        self.read_step = read_step
        self.path = Path(corpus)

    def label(self, path: Path | str) -> str:
        path = self.path / path if isinstance(path, str) else path
        base = self.path.parent
        return path.relative_to(base).as_posix() if path.is_relative_to(base) else str(path)

    @cached_property
    def catalog_problems(self) -> list[Problem]:
        return problems_in_catalog(self.path / "cards.json")

    @cached_property
    def catalog(self) -> Catalog | None:
        if self.catalog_problems:
            return None
        path = self.path / "cards.json"  # read afresh: load_catalog caches by path, the lint may run again
        return Catalog(path, json.loads(path.read_text(encoding="utf-8"))["data"])

    @cached_property
    def index_problems(self) -> list[Problem]:
        return validate_index(self.path)

    @cached_property
    def index(self) -> list[dict[str, Any]]:
        """The index's entries, [] when it can't be read (the ``index`` check says why)."""
        try:
            data = json.loads((self.path / INDEX).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        entries = data.get("rulings") if isinstance(data, dict) else None
        return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []

    @cached_property
    def ruling_ids(self) -> set[str]:
        return {e["id"] for e in self.index if isinstance(e.get("id"), str)}

    @cached_property
    def features(self) -> list[FeatureInfo]:
        return scan_features(self.path)

    @cached_property
    def scenarios(self) -> list[ScenarioInfo]:
        return [s for f in self.features for s in f.scenarios]

    @cached_property
    def cr_rules(self) -> dict[str, str]:
        return load_cr_rules(self.path)

    def at(self, scenario: ScenarioInfo) -> tuple[str, str]:
        return self.label(scenario.feature), f"line {scenario.line}"


# --- the checks ------------------------------------------------------------------------------------------


def _from_problems(check: str, problems: Iterable[Problem]) -> list[Finding]:
    return [Finding(check, p.file, p.pointer, p.message) for p in problems]


def check_catalog(c: _Corpus) -> list[Finding]:
    return _from_problems("catalog", c.catalog_problems)


def check_index(c: _Corpus) -> list[Finding]:
    return _from_problems("index", c.index_problems)


def check_duplicate_ids(c: _Corpus) -> list[Finding]:
    first: dict[str, int] = {}
    findings = []
    for i, entry in enumerate(c.index):
        rid = entry.get("id")
        if rid in first:
            message = f"ruling id {rid!r} is used again (first at /rulings/{first[rid]})"
            findings.append(Finding("duplicate-id", c.label(INDEX.name), f"/rulings/{i}/id", message))
        first.setdefault(rid, i)
    return findings


def check_duplicate_texts(c: _Corpus) -> list[Finding]:
    first: dict[str, str] = {}
    findings = []
    for i, entry in enumerate(c.index):
        key = normalise(str(entry.get("text", "")))
        if key in first:
            message = f"ruling {entry.get('id')!r} has the same text as {first[key]!r}: one ruling, one entry"
            findings.append(Finding("duplicate-text", c.label(INDEX.name), f"/rulings/{i}/text", message))
        first.setdefault(key, str(entry.get("id")))
    return findings


def check_fixtures(c: _Corpus) -> list[Finding]:
    return _from_problems("fixture", validate_fixtures(c.path, c.catalog)[0]) if c.catalog else []


def check_features(c: _Corpus) -> list[Finding]:
    if c.catalog is None:
        return [Finding("feature", f.label, "", f.error) for f in c.features if f.error]
    return _from_problems("feature", validate_features(c.path, c.catalog, c.read_step)[0])


def check_duplicate_scenarios(c: _Corpus) -> list[Finding]:
    findings = []
    for feature in c.features:
        lines: dict[str, list[int]] = defaultdict(list)
        for name, line in feature.names:
            lines[name].append(line)
        for name, where in lines.items():
            if len(where) > 1:
                message = f"scenario name {name!r} is used {len(where)} times (lines {', '.join(map(str, where))}): "
                message += "only one of them runs"
                findings.append(Finding("duplicate-scenario", c.label(feature.path), f"line {where[1]}", message))
    return findings


def check_ruling_tags(c: _Corpus) -> list[Finding]:
    if not c.index:
        return []
    findings = []
    for scenario in c.scenarios:
        file, line = c.at(scenario)
        if not scenario.rulings:
            message = f"scenario {scenario.name!r} is tagged with no @ruling:<id>"
            findings.append(Finding("untagged-scenario", file, line, message))
        for rid in scenario.rulings:
            if rid not in c.ruling_ids:
                message = f"@ruling:{rid} names no ruling of the index" + _did_you_mean(rid, c.ruling_ids)
                findings.append(Finding("unknown-ruling", file, line, message))
    return findings


TAG_KINDS = ("ruling", "cr", "mechanic", "card")


def check_tag_kinds(c: _Corpus) -> list[Finding]:
    """A tag such as `@rulng:x` or `@crr:601.2` selects nothing and tags nothing: the run would ignore it."""
    findings = []
    for scenario in c.scenarios:
        for tag in sorted(scenario.tags):
            kind, colon, _ = tag.partition(":")
            if colon and kind not in TAG_KINDS:
                message = f"@{tag}: no tag kind {kind!r}" + _did_you_mean(kind, TAG_KINDS)
                findings.append(Finding("unknown-tag", *c.at(scenario), message))
    return findings


def _did_you_mean(value: str, known: Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(value, list(known), n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def check_cr_numbers(c: _Corpus) -> list[Finding]:
    try:
        known = c.cr_rules
    except CorpusError as exc:
        return _from_problems("unknown-cr", exc.problems)
    findings = []
    for i, entry in enumerate(c.index):
        for j, number in enumerate(entry.get("rules", [])):
            if number not in known:
                message = f"ruling {entry.get('id')!r} cites CR {number}, which is not a rule" + _did_you_mean(
                    number, known
                )
                findings.append(Finding("unknown-cr", c.label(INDEX.name), f"/rulings/{i}/rules/{j}", message))
    for scenario in c.scenarios:
        for number in scenario.cr:
            if number not in known:
                message = f"@cr:{number} in {scenario.name!r} is not a rule" + _did_you_mean(number, known)
                findings.append(Finding("unknown-cr", *c.at(scenario), message))
    return findings


def check_mechanics(c: _Corpus) -> list[Finding]:
    from harness.corpus.importer import known_mechanics

    mechanics = set(known_mechanics(c.path))
    findings = []
    for feature in c.features:
        if feature.error:
            continue
        tagged = sorted(t.partition(":")[2] for t in feature.tags if t.startswith("mechanic:"))
        if not tagged:
            findings.append(Finding("unknown-mechanic", c.label(feature.path), "", "the feature has no @mechanic tag"))
        for mechanic in tagged:
            if mechanic not in mechanics:
                message = f"@mechanic:{mechanic} is not a mechanic of the index" + _did_you_mean(mechanic, mechanics)
                findings.append(Finding("unknown-mechanic", c.label(feature.path), "", message))
    return findings


def check_card_tags(c: _Corpus) -> list[Finding]:
    if c.catalog is None:
        return []
    names = c.catalog.names
    return [
        Finding("unknown-card", *c.at(s), f"@card:{card.replace(' ', '_')} is not a card of the catalog")
        for s in c.scenarios
        for card in s.cards
        if card not in names
    ]


REFUSAL = re.compile(r"^the action is refused(?: \(CR (?P<rules>.+)\))?$")


def check_refusal_rules(c: _Corpus) -> list[Finding]:
    """A refusal passes whatever the engine's reason unless the step names the rule that forbids the action
    (`Then the action is refused (CR 302.6)`); that rule decides the outcome, so the scenario is tagged with it."""
    findings = []
    for scenario in c.scenarios:
        for line, step in scenario.steps:
            m = REFUSAL.match(step)
            if m is None:
                continue
            where = (c.label(scenario.feature), f"line {line}")
            if m["rules"] is None:
                message = (
                    f"{scenario.name!r}: a refusal must name the rule that forbids the action, as in "
                    f"'the action is refused (CR 302.6)': {step!r}"
                )
                findings.append(Finding("refusal-rule", *where, message))
                continue
            for rule in m["rules"].split(" or "):
                if rule not in scenario.cr:
                    message = f"{scenario.name!r} expects a refusal under CR {rule} but isn't tagged @cr:{rule}"
                    findings.append(Finding("refusal-rule", *where, message))
    return findings


def check_drift(c: _Corpus) -> list[Finding]:
    if not c.index or c.index_problems:
        return []
    try:
        drift, unindexed = corpus_drift(c.path)
    except (OSError, ValueError, KeyError) as exc:
        return [Finding("drift", c.label("sources/manifest.json"), "", f"can't read the source documents: {exc}")]
    where = {e.get("id"): f"/rulings/{i}/text" for i, e in enumerate(c.index)}
    findings = []
    for d in drift:
        if d.source is None:
            message = f"ruling {d.ruling!r} is no longer in source document {d.document!r}"
        else:
            message = f"ruling {d.ruling!r} is reworded in source document {d.document!r}: " + _changes(d.diff())
        findings.append(Finding("drift", c.label(INDEX.name), where.get(d.ruling, ""), message))
    for u in unindexed:
        message = f"source document {u.document!r} has a ruling that is not in the index: {u.text[:80]!r}"
        findings.append(Finding("drift", c.label("sources/manifest.json"), "", message))
    known_documents = {d.id for d in load_manifest(c.path)}
    for i, entry in enumerate(c.index):
        for j, document in enumerate(entry.get("sources", [])):
            if document not in known_documents:
                message = f"ruling {entry.get('id')!r} cites source document {document!r}, which the manifest lacks"
                findings.append(Finding("drift", c.label(INDEX.name), f"/rulings/{i}/sources/{j}", message))
    return findings


def _changes(diff: list[tuple[str, str]]) -> str:
    return (
        "; ".join(f"{'removed' if op == '-' else 'added'} {words!r}" for op, words in diff if op != "=")
        or "quotes or spacing changed"
    )


def check_uncovered(c: _Corpus) -> list[Finding]:
    by_ruling: dict[str, list[ScenarioInfo]] = defaultdict(list)
    for scenario in c.scenarios:
        for rid in scenario.rulings:
            by_ruling[rid].append(scenario)
    findings = []
    for i, entry in enumerate(c.index):
        mine = by_ruling.get(entry.get("id"), [])
        if any(not s.pending for s in mine):
            continue
        message = f"ruling {entry.get('id')!r} has no scenario"
        if mine:
            message += " (only pending skeletons: " + ", ".join(f"{s.feature}:{s.line}" for s in mine) + ")"
        findings.append(Finding("uncovered-ruling", c.label(INDEX.name), f"/rulings/{i}", message))
    return findings


def _boards_used(c: _Corpus) -> set[Path]:
    used = set()
    for scenario in c.scenarios:
        if scenario.pending:
            continue
        for _, step in scenario.steps:
            board = BOARD_STEP.match(step)
            if board:
                with contextlib.suppress(CorpusError):  # a path outside fixtures/: the feature check says so
                    used.add(fixture_path(c.path, board.group(1)))
    return used


def check_unused_fixtures(c: _Corpus) -> list[Finding]:
    used = _boards_used(c)
    base = c.path / "fixtures"
    return [
        Finding("unused-fixture", c.label(path), "", "no scenario starts from this board")
        for path in sorted(base.rglob("*.json"))
        if path.resolve() not in used
    ]


def _card_names_in(value: Any) -> Iterator[str]:
    """Card names a fixture mentions: every ``card`` and every ``melded`` member, wherever they are."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "card" and isinstance(item, str):
                yield item
            elif key == "melded" and isinstance(item, list):
                yield from (m for m in item if isinstance(m, str))
            else:
                yield from _card_names_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from _card_names_in(item)


def _names_used(c: _Corpus) -> set[str]:
    names: set[str] = set()
    for path in (c.path / "fixtures").rglob("*.json"):
        try:
            names |= set(_card_names_in(json.loads(path.read_text(encoding="utf-8"))))
        except (OSError, ValueError, RecursionError):
            continue  # reported by the fixture check
    for scenario in c.scenarios:
        names |= set(scenario.cards)
        names |= {name for _, step in scenario.steps for name in QUOTED.findall(step)}
    names |= {card for entry in c.index for card in entry.get("cards", []) if isinstance(card, str)}
    return names


def check_unused_cards(c: _Corpus) -> list[Finding]:
    if c.catalog is None:
        return []
    used = _names_used(c)
    findings = []
    for key, faces in c.catalog.cards.items():
        if key in used or any(f.get("faceName") in used for f in faces):
            continue
        message = f"{key!r} is in the catalog but no fixture, scenario or ruling uses it"
        findings.append(Finding("unused-card", c.label("cards.json"), f"/data/{_escape(key)}", message))
    return findings


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


_RUNNERS: list[tuple[tuple[str, ...], Callable[[_Corpus], list[Finding]]]] = [
    (("catalog",), check_catalog),
    (("index",), check_index),
    (("duplicate-id",), check_duplicate_ids),
    (("duplicate-text",), check_duplicate_texts),
    (("fixture",), check_fixtures),
    (("feature",), check_features),
    (("duplicate-scenario",), check_duplicate_scenarios),
    (("untagged-scenario", "unknown-ruling"), check_ruling_tags),
    (("unknown-cr",), check_cr_numbers),
    (("unknown-mechanic",), check_mechanics),
    (("unknown-card",), check_card_tags),
    (("refusal-rule",), check_refusal_rules),
    (("unknown-tag",), check_tag_kinds),
    (("drift",), check_drift),
    (("uncovered-ruling",), check_uncovered),
    (("unused-fixture",), check_unused_fixtures),
    (("unused-card",), check_unused_cards),
]


def lint_corpus(corpus: Path, read_step: ReadStep, checks: Iterable[str] | None = None) -> list[Finding]:
    """Every finding of the selected checks (all by default), in check order; `read_step` reads a step as a run
    does (`harness.run.steps.vocabulary.read_step`)."""
    selected = set(CHECKS if checks is None else checks)
    unknown = selected - set(CHECKS)
    if unknown:
        raise ValueError(f"unknown lint check(s): {', '.join(sorted(unknown))}; known: {', '.join(CHECKS)}")
    c = _Corpus(corpus, read_step)
    findings = []
    for names, run in _RUNNERS:
        if selected & set(names):
            findings += [f for f in run(c) if f.check in selected]
    return findings


def counts(findings: Iterable[Finding]) -> Counter[str]:
    """Findings per check."""
    return Counter(f.check for f in findings)
