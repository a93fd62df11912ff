"""Fixtures whose board no game can reach: a player holds priority while a state-based action is pending, which
CR 117.5 rules out (the game performs them first, 704.3). Which actions are pending is a rules question (a
creature's toughness is its toughness after continuous effects, 613), so the check is an engine's, handed in by
the caller as the run's step reader is handed to `validate`: the corpus's modules import no engine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog
from harness.corpus.fixtures import load_fixture
from harness.errors import CorpusError, Problem

# a board -> the (JSON pointer, message) pairs that make it unreachable; none for a reachable board
BoardCheck = Callable[[dict[str, Any]], list[tuple[str, str]]]


def unreachable_fixtures(corpus: Path, catalog: Catalog, check: BoardCheck) -> list[Problem]:
    """Every fixture of `corpus` that `check` finds unreachable, each problem with its file and pointer. A fixture
    that can't be read is left to `validate_fixtures`, which reports it."""
    problems = []
    for path in sorted((corpus / "fixtures").rglob("*.json")):
        label = str(path.relative_to(corpus.parent))
        try:
            board = load_fixture(path, catalog, label)
        except CorpusError:
            continue
        problems += [Problem(label, pointer, message) for pointer, message in check(board)]
    return problems
