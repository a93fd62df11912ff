"""Malformed feature files: what is wrong with one, found when the plugin collects it and turned into one
`error` record for that file (`harness.run.features.MalformedFeature`), so the other features still run and
the report says which file is malformed and why (pytest would otherwise stop the whole run on a collection
error)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.gherkin_parser import get_gherkin_document
from pytest_bdd.parser import Feature

from harness.errors import Problem
from harness.reading import InputError, inside, not_regular, read_text

ITEM_NAME = "malformed feature"


SCENARIO_LINE = re.compile(r"^\s*(Scenario|Scenario Outline|Scenario Template|Example):", re.MULTILINE)


def boundary_problems(path: Path, corpus: Path, label: str) -> list[Problem]:
    """A feature file the corpus doesn't take in: one that isn't a regular file (a named pipe would hang the
    read), or reached by a link (of it or of a folder above it) to somewhere outside the corpus. Said, not read."""
    kind = not_regular(path)
    if kind:
        return [Problem(label, "", f"is {kind}, not a regular file: not read")]
    if not inside(path, corpus):
        return [Problem(label, "", f"is a link to {path.resolve()}, outside the corpus: not part of it, not read")]
    return []


def linked_out(corpus: Path) -> list[Problem]:
    """Folders of the corpus that are links to somewhere outside it (a run would follow them; they are not part
    of the corpus), and feature files that aren't regular files (a run can't read them)."""
    problems = []
    for folder, dirs, files in os.walk(corpus):
        for name in dirs:
            path = Path(folder, name)
            if path.is_symlink() and not inside(path, corpus):
                label = path.relative_to(corpus.parent).as_posix()
                problems.append(Problem(label, "", f"is a link to {path.resolve()}, outside the corpus: not read"))
        for name in files:
            path = Path(folder, name)
            kind = not_regular(path) if name.endswith(".feature") else None
            if kind:
                label = path.relative_to(corpus.parent).as_posix()
                problems.append(Problem(label, "", f"is {kind}, not a regular file: not read"))
    return problems


def parse_problems(path: Path, label: str) -> list[Problem]:
    """Why the Gherkin parser can't read the feature file at `path` (empty when it can)."""
    try:
        read_text(path, label)  # bounded; a byte order mark or a NUL byte named
    except InputError as exc:
        return [Problem(label, exc.pointer, f"malformed feature: {exc.message}")]
    try:
        document = get_gherkin_document(str(path))
    except UnicodeDecodeError as exc:
        return [Problem(label, "", f"malformed feature: not UTF-8 text (byte {exc.start})")]
    except OSError as exc:
        return [Problem(label, "", f"can't read the feature: {exc.strerror or exc}")]
    except GherkinParseError as exc:
        return [Problem(label, f"line {exc.line}", f"malformed feature: {exc.message.strip()}: {exc.line_content!r}")]
    except KeyError as exc:
        if exc.args != ("feature",):
            raise
        return [Problem(label, "", "malformed feature: no `Feature:` line (the file is empty or has only comments)")]
    except Exception as exc:  # the Gherkin parser raises several kinds
        return [Problem(label, "", f"malformed feature: {type(exc).__name__}: {exc}")]
    return [] if document.feature is not None else [Problem(label, "", "malformed feature: no `Feature:` line")]


def scenario_problems(feature: Feature, label: str) -> list[Problem]:
    """What parses but can't be run as written: two scenarios of one name (pytest-bdd keeps only the last), a
    scenario without steps or without a `Then` (it would pass against any engine, and count as covering its
    ruling)."""
    problems = []
    try:
        text = read_text(feature.filename, label)
    except InputError as exc:
        return [Problem(label, exc.pointer, f"malformed feature: {exc.message}")]
    if len(SCENARIO_LINE.findall(text)) > len(feature.scenarios):
        problems.append(Problem(label, "", "two scenarios have the same name: only the last of them would run"))
    for scenario in feature.scenarios.values():
        if "pending" in scenario.tags:
            continue
        where = f"line {scenario.line_number}"
        if not scenario.steps:
            problems.append(Problem(label, where, f"scenario {scenario.name!r} has no steps: it would pass anyway"))
        elif not any(step.type == "then" for step in scenario.steps):
            message = f"scenario {scenario.name!r} has no `Then` step: it checks nothing, so it would pass anyway"
            problems.append(Problem(label, where, message))
        if scenario.templated and not any(examples.examples for examples in scenario.examples):
            message = f"scenario outline {scenario.name!r} has no Examples rows: it would run nothing"
            problems.append(Problem(label, where, message))
    return problems + _background_problems(feature, label)


def _background_problems(feature: Feature, label: str) -> list[Problem]:
    """A Background whose board every scenario replaces with its own: what it sets up is never used."""
    background = feature.background
    if background is None or not any(_BOARD.match(step.name) for step in background.steps):
        return []
    scenarios = [s for s in feature.scenarios.values() if "pending" not in s.tags]
    if scenarios and all(any(_BOARD.match(step.name) for step in s._steps) for s in scenarios):
        message = "every scenario gives its own board after the Background's: the Background is never used"
        return [Problem(label, f"line {background.line_number}", message)]
    return []


_BOARD = re.compile(r'^the board "[^"]*"$')
