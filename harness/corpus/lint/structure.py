"""Checks that the corpus's files are valid and its ids, texts and scenario names unique."""

from __future__ import annotations

from collections import defaultdict

from harness.corpus.lint.view import CorpusView, Finding, from_problems
from harness.corpus.rulings import INDEX, normalise
from harness.corpus.validate import validate_features, validate_fixtures


def check_catalog(c: CorpusView) -> list[Finding]:
    return from_problems("catalog", c.catalog_problems)


def check_index(c: CorpusView) -> list[Finding]:
    return from_problems("index", c.index_problems)


def check_duplicate_ids(c: CorpusView) -> list[Finding]:
    first: dict[str, int] = {}
    findings = []
    for i, entry in enumerate(c.index):
        rid = entry.get("id")
        if rid in first:
            message = f"ruling id {rid!r} is used again (first at /rulings/{first[rid]})"
            findings.append(Finding("duplicate-id", c.label(INDEX.name), f"/rulings/{i}/id", message))
        first.setdefault(rid, i)
    return findings


def check_duplicate_texts(c: CorpusView) -> list[Finding]:
    first: dict[str, str] = {}
    findings = []
    for i, entry in enumerate(c.index):
        key = normalise(str(entry.get("text", "")))
        if key in first:
            message = f"ruling {entry.get('id')!r} has the same text as {first[key]!r}: one ruling, one entry"
            findings.append(Finding("duplicate-text", c.label(INDEX.name), f"/rulings/{i}/text", message))
        first.setdefault(key, str(entry.get("id")))
    return findings


def check_fixtures(c: CorpusView) -> list[Finding]:
    return from_problems("fixture", validate_fixtures(c.path, c.catalog)[0]) if c.catalog else []


def check_features(c: CorpusView) -> list[Finding]:
    if c.catalog is None:
        return [Finding("feature", f.label, "", f.error) for f in c.features if f.error]
    return from_problems("feature", validate_features(c.path, c.catalog, c.read_step)[0])


def check_duplicate_scenarios(c: CorpusView) -> list[Finding]:
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
