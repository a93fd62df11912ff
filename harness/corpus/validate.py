"""`mtg-conformance validate`: every fixture, the card catalog, the ruling index, the features' references and
the form of the CR decisions (cr-decisions.json), each problem naming its file, JSON pointer (or line) and what
is wrong."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pytest_bdd.parser import FeatureParser

from harness.corpus.catalog import Catalog, load_catalog, problems_in_catalog
from harness.corpus.decisions import read_decisions
from harness.corpus.fixtures import aliases, fixture_path, load_fixture, problems_in_fixture
from harness.corpus.malformed import boundary_problems, linked_out, parse_problems, scenario_problems
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.reading import InputError, load_json

# how a run reads a step: (type, keyword, text) -> the arguments it parses, and what is wrong with it (or None).
# The step vocabulary belongs to the run; the corpus's checks are handed its reader instead of importing it.
ReadStep = Callable[[str, str, str], tuple[dict[str, Any], str | None]]

BOARD_STEP = re.compile(r'^the board "([^"]+)"$')
QUOTED = re.compile(r'"([^"]+)"')


def _rel(path: Path, corpus: Path) -> str:
    return str(path.relative_to(corpus.parent)) if path.is_relative_to(corpus.parent) else str(path)


def validate_fixtures(corpus: Path, catalog: Catalog) -> tuple[list[Problem], int]:
    files = sorted((corpus / "fixtures").rglob("*.json"))
    problems = [p for f in files for p in problems_in_fixture(f, catalog, _rel(f, corpus))]
    return problems, len(files)


def validate_index(corpus: Path) -> list[Problem]:
    path = corpus / "rulings.json"
    try:
        data = load_json(path, _rel(path, corpus))
    except InputError as exc:
        return [Problem(exc.file, exc.pointer, f"can't read the ruling index: {exc.message}")]
    return validate_instance(data, "rulings.schema.json", _rel(path, corpus), corpus)


def validate_features(corpus: Path, catalog: Catalog, read_step: ReadStep) -> tuple[list[Problem], int]:
    """Each feature parses; each step is one of the vocabulary with arguments that can be read (`read_step`, the
    run's own reading of a step: `harness.run.steps.vocabulary.read_step`); each scenario's board exists; each
    quoted name is an id on that board or a card."""
    problems: list[Problem] = linked_out(corpus)
    files = sorted(corpus.rglob("*.feature"))
    for path in files:
        label = _rel(path, corpus)
        # the same checks and messages as a run's collection
        unreadable = boundary_problems(path, corpus, label) or parse_problems(path, label)
        if unreadable:
            problems += unreadable
            continue
        feature = FeatureParser(str(path.parent), path.name).parse()
        problems += scenario_problems(feature, label)
        for scenario in feature.scenarios.values():
            known: set[str] = set()
            players: set[str] | None = None  # unknown until a board is read
            for step in scenario_steps(scenario):
                where = f"line {step.line_number}"
                arguments, wrong = read_step(step.type, step.keyword.strip(), step.name)
                if wrong:  # the unknown step or unreadable clause a run would report as this scenario's error
                    problems.append(Problem(label, where, wrong))
                player = arguments.get("player")
                if players is not None and player and player not in players:
                    problems.append(Problem(label, where, f"{player!r} is no player of the scenario's board"))
                board = BOARD_STEP.match(step.name)
                if board:
                    ids, players = _board_facts(corpus, catalog, board.group(1), label, where, problems)
                    known |= ids
                    continue
                for name in QUOTED.findall(step.name):
                    if name not in known and name not in catalog.names:
                        problems.append(
                            Problem(
                                label,
                                where,
                                f"{name!r} is neither an id on the scenario's board nor a card in the catalog",
                            )
                        )
    return problems, len(files)


def _board_facts(
    corpus: Path, catalog: Catalog, name: str, label: str, where: str, problems: list[Problem]
) -> tuple[set[str], set[str] | None]:
    """The ids and player names on the board `name` (None for the players of a board that can't be read)."""
    try:
        path = fixture_path(corpus, name)
    except CorpusError as exc:
        problems.append(Problem(label, where, str(exc.problems[0].message)))
        return set(), None
    if not path.is_file():
        problems.append(Problem(label, where, f"the board {name!r} does not exist in features/fixtures/"))
        return set(), None
    try:  # the same reader and board check as a run: a file that isn't a board has no ids
        board = load_fixture(path, catalog, _rel(path, corpus))
    except CorpusError:
        return set(), None  # reported by validate_fixtures
    return aliases(board), {p["name"] for p in board.get("players", [])}


def validate_corpus(corpus: Path, read_step: ReadStep) -> tuple[list[Problem], dict[str, int]]:
    catalog_path = corpus / "cards.json"
    problems = problems_in_catalog(catalog_path)
    if problems:
        return problems, {}
    catalog = load_catalog(catalog_path)
    fixture_problems, n_fixtures = validate_fixtures(corpus, catalog)
    feature_problems, n_features = validate_features(corpus, catalog, read_step)
    problems = fixture_problems + validate_index(corpus) + feature_problems + read_decisions(corpus)[1]
    counts = {"fixtures": n_fixtures, "features": n_features, "cards": len(catalog.cards)}
    return problems, counts


def scenario_steps(scenario: Any) -> Iterator[Any]:
    """The steps of a scenario as they run: a scenario outline's once per row of its examples."""
    if not getattr(scenario, "templated", False):
        yield from scenario.steps
        return
    for examples in scenario.examples:
        for context in examples.as_contexts():
            yield from scenario.render(context).steps
