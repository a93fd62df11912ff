"""The corpus as written: its features and scenarios (read with pytest-bdd's own parser, so what is counted is
what the plugin runs), the Comprehensive Rules numbers it may cite, and the rulings of the index that no longer
read as the source documents do (drift).

A scenario tagged ``@pending`` (a skeleton written by ``import-rulings``) is listed but does not cover its ruling.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_bdd.gherkin_parser import get_gherkin_document
from pytest_bdd.parser import FeatureParser

from harness.corpus.malformed import boundary_problems
from harness.corpus.rulings import Ruling, SourceDocument, load_index, load_manifest, normalise, split_document
from harness.errors import CorpusError, Problem
from harness.reading import InputError, read_text

CR_RULES = "cr-rules.txt"
#: the corpus's area for scenarios of Comprehensive Rules alone: tagged with @cr rules, no ruling, no mechanic
RULES_AREA = "rules"
PENDING = "pending"
NOT_RUN = "not run"
#: how alike (0..1, by words) a source paragraph must be to an indexed ruling to count as its rewording
REWORDING_THRESHOLD = 0.5


# --- features and their scenarios ------------------------------------------------------------------------


@dataclass(frozen=True)
class ScenarioInfo:
    """One scenario as the rules manager sees it: where it is, its name, its tags (feature tags included)."""

    feature: str
    name: str
    line: int
    tags: frozenset[str]
    steps: tuple[tuple[int, str], ...] = ()

    def values(self, kind: str) -> list[str]:
        """The values of the ``@kind:value`` tags, sorted."""
        return sorted({t.partition(":")[2] for t in self.tags if t.partition(":")[0] == kind and ":" in t})

    @property
    def rulings(self) -> list[str]:
        return self.values("ruling")

    @property
    def cr(self) -> list[str]:
        return self.values("cr")

    @property
    def context(self) -> list[str]:
        """``@context:<rule>``: a rule the scenario passes through without deciding it (a refusal may name it as an
        alternative); it counts for no coverage."""
        return self.values("context")

    @property
    def cards(self) -> list[str]:
        return [c.replace("_", " ") for c in self.values("card")]

    @property
    def mechanics(self) -> list[str]:
        return self.values("mechanic")

    @property
    def rules_area(self) -> bool:
        """Under ``rules/``: a scenario of CR rules alone (tagged ``@cr:``, with no ruling)."""
        return in_rules_area(self.feature)

    @property
    def pending(self) -> bool:
        """Written as a skeleton, steps still to come: skipped by the run, covers nothing."""
        return PENDING in self.tags


@dataclass
class FeatureInfo:
    """One ``.feature`` file: its scenarios as pytest-bdd runs them, and every scenario name with its line."""

    path: Path
    label: str
    tags: frozenset[str] = frozenset()
    scenarios: list[ScenarioInfo] = field(default_factory=list)
    names: list[tuple[str, int]] = field(default_factory=list)
    error: str | None = None


def in_rules_area(label: str) -> bool:
    """Whether a feature (its path inside the corpus) is in the area of CR rules alone."""
    return label.startswith(RULES_AREA + "/")


def feature_label(path: Path, corpus: Path) -> str:
    """The feature's path inside the corpus, e.g. ``tap_untap/tap_symbol.feature``."""
    return path.relative_to(corpus).as_posix() if path.is_relative_to(corpus) else str(path)


def read_feature(path: Path, corpus: Path) -> FeatureInfo:
    """Parse one feature as the plugin does; a malformed one comes back with ``error`` set."""
    info = FeatureInfo(path, feature_label(path, corpus))
    outside = boundary_problems(path, corpus, info.label)
    if outside:
        info.error = outside[0].message
        return info
    try:
        feature = FeatureParser(str(path.parent), path.name).parse()
        document = get_gherkin_document(str(path))
    except Exception as exc:  # pytest-bdd raises several kinds for malformed Gherkin
        info.error = f"malformed feature: {exc}"
        return info
    info.tags = frozenset(feature.tags)
    for template in feature.scenarios.values():
        rule_tags = set(template.rule.tags) if template.rule is not None else set()
        info.scenarios.append(
            ScenarioInfo(
                feature=info.label,
                name=template.name,
                line=template.line_number,
                tags=frozenset(feature.tags | rule_tags | set(template.tags)),
                steps=tuple((step.line_number, step.name) for step in template.steps),
            )
        )
    info.names = _scenario_names(document.feature.children if document.feature else [])
    return info


def _scenario_names(children: Iterable[Any]) -> list[tuple[str, int]]:
    """Every scenario name with its line, duplicates kept (pytest-bdd keeps only one of a repeated name)."""
    names = []
    for child in children:
        if child.scenario is not None:
            names.append((child.scenario.name, child.scenario.location.line))
        elif child.rule is not None:
            names += _scenario_names(child.rule.children)
    return names


def scan_features(corpus: Path) -> list[FeatureInfo]:
    """Every ``.feature`` under the corpus, in path order."""
    corpus = Path(corpus)
    return [read_feature(path, corpus) for path in sorted(corpus.rglob("*.feature"))]


# --- Comprehensive Rules numbers ------------------------------------------------------------------------


def load_cr_rules(corpus: Path) -> dict[str, str]:
    """``features/cr-rules.txt``: every known rule number, with its title for sections (``""`` for subrules)."""
    path = Path(corpus) / CR_RULES
    try:
        lines = read_text(path).splitlines()
    except InputError as exc:
        raise CorpusError(Problem(str(path), "", f"can't read the list of rule numbers: {exc}")) from exc
    rules = {}
    for line in lines:
        if line.strip() and not line.startswith("#"):
            number, _, title = line.partition("\t")
            rules[number.strip()] = title.strip()
    return rules


def cr_section(number: str) -> str:
    """The three-digit section a rule belongs to (CR 100.1): ``702.119a`` is in section ``702``."""
    return number.split(".", 1)[0]


# --- drift: the index against the source documents -------------------------------------------------------


@dataclass(frozen=True)
class Drift:
    """An indexed ruling whose text is no longer in one of its source documents."""

    ruling: str
    document: str
    indexed: str
    source: str | None  # the document's closest paragraph (its rewording), None when it is gone

    def diff(self) -> list[tuple[str, str]]:
        """Word diff from the index text to the source text: ``("=", words)``, ``("-", words)``, ``("+", words)``."""
        return word_diff(self.indexed, self.source or "")

    def to_json(self) -> dict[str, Any]:
        return {
            "ruling": self.ruling,
            "document": self.document,
            "indexed": self.indexed,
            "source": self.source,
            "diff": [list(chunk) for chunk in self.diff()],
        }


@dataclass(frozen=True)
class Unindexed:
    """A ruling of a source document that no entry of the index holds (new, or a rewording)."""

    document: str
    text: str
    date: str | None = None


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """What changed between two texts, word by word."""
    a, b = old.split(), new.split()
    chunks: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            chunks.append(("=", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            chunks.append(("-", " ".join(a[i1:i2])))
        if j2 > j1:
            chunks.append(("+", " ".join(b[j1:j2])))
    return chunks


def likeness(a: str, b: str) -> float:
    """How alike two ruling texts are, word by word after :func:`normalise` (0 to 1)."""
    return difflib.SequenceMatcher(None, normalise(a).split(), normalise(b).split(), autojunk=False).ratio()


def find_drift(
    index: Sequence[Ruling], documents: Sequence[SourceDocument], texts: dict[str, list[Any]]
) -> tuple[list[Drift], list[Unindexed]]:
    """Rulings of the index missing from a document they cite (with the document's rewording when there is
    one), and the documents' rulings that no index entry holds. Compared after :func:`normalise`."""
    indexed = {normalise(r.text) for r in index}
    drift: list[Drift] = []
    unindexed: list[Unindexed] = []
    for document in documents:
        rulings = texts.get(document.id, [])
        present = {normalise(r.text) for r in rulings}
        orphans = [r for r in rulings if normalise(r.text) not in indexed]
        missing = [r for r in index if document.id in r.sources and normalise(r.text) not in present]
        claimed = _pair_rewordings(missing, orphans)
        drift += [Drift(r.id, document.id, r.text, claimed.get(r.id)) for r in missing]
        reworded = set(claimed.values())
        unindexed += [Unindexed(document.id, o.text, o.date) for o in orphans if o.text not in reworded]
    return drift, unindexed


def _pair_rewordings(missing: Sequence[Ruling], orphans: Sequence[Any]) -> dict[str, str]:
    """Each missing ruling's most alike orphan paragraph, best pairs first, each paragraph used once."""
    pairs = sorted(
        ((likeness(r.text, o.text), r.id, o.text) for r in missing for o in orphans),
        key=lambda p: -p[0],
    )
    claimed: dict[str, str] = {}
    for score, rid, text in pairs:
        if score >= REWORDING_THRESHOLD and rid not in claimed and text not in claimed.values():
            claimed[rid] = text
    return claimed


def corpus_drift(corpus: Path) -> tuple[list[Drift], list[Unindexed]]:
    """:func:`find_drift` on a corpus folder."""
    documents = load_manifest(corpus)
    texts = {d.id: split_document(d.path.read_text(encoding="utf-8"), d.format) for d in documents}
    return find_drift(load_index(corpus), documents, texts)
