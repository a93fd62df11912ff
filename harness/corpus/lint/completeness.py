"""Checks that hold once the corpus is finished (every ruling covered, every fixture and card used), and drift:
the index reading as the source documents do."""

from __future__ import annotations

import contextlib
import json
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from harness.corpus.fixtures import fixture_path
from harness.corpus.lint.view import CorpusView, Finding
from harness.corpus.rulings import INDEX, load_manifest
from harness.corpus.scan import ScenarioInfo, corpus_drift
from harness.corpus.validate import BOARD_STEP, QUOTED
from harness.errors import CorpusError


def check_drift(c: CorpusView) -> list[Finding]:
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


def check_uncovered(c: CorpusView) -> list[Finding]:
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


def _boards_used(c: CorpusView) -> set[Path]:
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


def check_unused_fixtures(c: CorpusView) -> list[Finding]:
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


def _names_used(c: CorpusView) -> set[str]:
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


def check_unused_cards(c: CorpusView) -> list[Finding]:
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
