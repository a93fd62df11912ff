"""Checks of the tags: every scenario tagged with a known ruling, CR numbers that are rules, known mechanics and
cards, and every refusal naming the rule that forbids the action."""

from __future__ import annotations

import re
from collections.abc import Iterable

from harness.corpus.lint.view import CorpusView, Finding, from_problems
from harness.corpus.rulings import INDEX
from harness.corpus.scan import RULES_AREA, ScenarioInfo, in_rules_area
from harness.errors import CorpusError


def check_ruling_tags(c: CorpusView) -> list[Finding]:
    """Every scenario names the ruling it proves; under ``rules/`` it names CR rules alone (at least one)."""
    findings = []
    for scenario in c.scenarios:
        file, line = c.at(scenario)
        if scenario.rules_area:
            findings += _rules_area_tags(scenario, file, line)
            continue
        if not c.index:
            continue
        if not scenario.rulings:
            message = f"scenario {scenario.name!r} is tagged with no @ruling:<id>"
            findings.append(Finding("untagged-scenario", file, line, message))
        for rid in scenario.rulings:
            if rid not in c.ruling_ids:
                message = f"@ruling:{rid} names no ruling of the index" + _did_you_mean(rid, c.ruling_ids)
                findings.append(Finding("unknown-ruling", file, line, message))
    return findings


def _rules_area_tags(scenario: ScenarioInfo, file: str, line: str) -> list[Finding]:
    findings = []
    if not scenario.cr:
        message = f"scenario {scenario.name!r} under {RULES_AREA}/ is tagged with no @cr:<rule>"
        findings.append(Finding("untagged-scenario", file, line, message))
    for rid in scenario.rulings:
        message = f"@ruling:{rid} on {scenario.name!r}: the scenarios under {RULES_AREA}/ prove CR rules alone"
        findings.append(Finding("rules-area", file, line, message))
    return findings


TAG_KINDS = ("ruling", "cr", "context", "mechanic", "card")


def check_tag_kinds(c: CorpusView) -> list[Finding]:
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


def check_cr_numbers(c: CorpusView) -> list[Finding]:
    try:
        known = c.cr_rules
    except CorpusError as exc:
        return from_problems("unknown-cr", exc.problems)
    findings = []
    for i, entry in enumerate(c.index):
        for j, number in enumerate(entry.get("rules", [])):
            if number not in known:
                message = f"ruling {entry.get('id')!r} cites CR {number}, which is not a rule" + _did_you_mean(
                    number, known
                )
                findings.append(Finding("unknown-cr", c.label(INDEX.name), f"/rulings/{i}/rules/{j}", message))
    for scenario in c.scenarios:
        for kind in ("cr", "context"):
            for number in scenario.values(kind):
                if number not in known:
                    message = f"@{kind}:{number} in {scenario.name!r} is not a rule" + _did_you_mean(number, known)
                    findings.append(Finding("unknown-cr", *c.at(scenario), message))
        for number in sorted(set(scenario.cr) & set(scenario.context)):
            message = f"{scenario.name!r} is tagged both @cr:{number} (decides it) and @context:{number} (doesn't)"
            findings.append(Finding("unknown-cr", *c.at(scenario), message))
    return findings


def check_mechanics(c: CorpusView) -> list[Finding]:
    from harness.corpus.importer import known_mechanics

    mechanics = set(known_mechanics(c.path))
    findings = []
    for feature in c.features:
        if feature.error:
            continue
        tagged = sorted(t.partition(":")[2] for t in feature.tags if t.startswith("mechanic:"))
        if in_rules_area(feature.label):
            message = f"the scenarios under {RULES_AREA}/ prove CR rules alone: no @mechanic tag"
            findings += [Finding("rules-area", c.label(feature.path), "", message)] if tagged else []
            continue
        if not tagged:
            findings.append(Finding("unknown-mechanic", c.label(feature.path), "", "the feature has no @mechanic tag"))
        for mechanic in tagged:
            if mechanic not in mechanics:
                message = f"@mechanic:{mechanic} is not a mechanic of the index" + _did_you_mean(mechanic, mechanics)
                findings.append(Finding("unknown-mechanic", c.label(feature.path), "", message))
    return findings


def check_card_tags(c: CorpusView) -> list[Finding]:
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


def check_refusal_rules(c: CorpusView) -> list[Finding]:
    """A refusal passes whatever the engine's reason unless the step names the rule that forbids the action
    (`Then the action is refused (CR 302.6)`); that rule decides the outcome, so the scenario is tagged with it.
    An alternative the refusal also accepts, where two rules rightly forbid the action (`CR 702.5a or 601.2c`), may
    be a rule the scenario only passes through: tagged `@context:`."""
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
            rules = m["rules"].split(" or ")
            for rule in rules:
                if rule not in scenario.cr and rule not in scenario.context:
                    message = f"{scenario.name!r} expects a refusal under CR {rule} but isn't tagged @cr:{rule}"
                    findings.append(Finding("refusal-rule", *where, message))
            if not set(rules) & set(scenario.cr):
                message = f"{scenario.name!r}: none of the rules its refusal names ({m['rules']}) is tagged @cr:"
                findings.append(Finding("refusal-rule", *where, message))
    return findings
