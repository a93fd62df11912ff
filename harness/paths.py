"""Where the project's data lives: which corpus (`features/`) a command uses, and its schemas (`schemas/`).

A corpus is a folder holding `rulings.json`. The one a command uses is, in order (docs/corpus.md):
`--corpus DIR`; `$MTG_CONFORMANCE_CORPUS`; the nearest one at or above the directory it starts from (a folder
holding `rulings.json`, or holding `features/rulings.json`), found the way pytest finds its rootdir; else the
bundled one. Installed from a wheel, the bundled corpus and schemas are in `harness/_bundled/` (put there by the
build, setup.py); in a checkout they are the checkout's `features/` and `schemas/`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from harness.reading import load_json

PACKAGE = Path(__file__).resolve().parents[__name__.count(".") - 1]  # `harness/`, wherever this module sits in it
ROOT = PACKAGE.parent  # the checkout, when the harness runs from one (tests, docs, benchmarks)
BUNDLED = PACKAGE / "_bundled"  # only in an installed wheel
INDEX = "rulings.json"
CORPUS_ENV = "MTG_CONFORMANCE_CORPUS"


def _bundled(name: str) -> Path:
    return BUNDLED / name if (BUNDLED / name).is_dir() else ROOT / name


SCHEMAS = _bundled("schemas")  # the harness's own schemas: the protocol and report schemas always come from here
DOCS = _bundled("docs")  # the documentation the README links to (the wheel carries it, and examples/ beside it)


def bundled_corpus() -> Path:
    """The corpus that ships with the harness: the wheel's, or this checkout's `features/`."""
    return _bundled("features")


def find_corpus(start: Path) -> Path | None:
    """The nearest corpus at or above `start`: a folder holding `rulings.json`, or holding `features/rulings.json`."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / INDEX).is_file():
            return folder
        if (folder / "features" / INDEX).is_file():
            return folder / "features"
    return None


@dataclass(frozen=True)
class CorpusChoice:
    """A corpus folder and why it was chosen (`--corpus`, `$MTG_CONFORMANCE_CORPUS`, `found`, `bundled`)."""

    path: Path
    why: str


def choose_corpus(option: str | os.PathLike[str] | None = None, start: Path | None = None) -> CorpusChoice:
    """The corpus a command uses (see the module's docstring); `start` defaults to the working directory."""
    if option:
        return CorpusChoice(Path(option).resolve(), "--corpus")
    if os.environ.get(CORPUS_ENV):
        return CorpusChoice(Path(os.environ[CORPUS_ENV]).resolve(), f"${CORPUS_ENV}")
    found = find_corpus(start or Path.cwd())
    if found is not None:
        return CorpusChoice(found, "found")
    return CorpusChoice(bundled_corpus().resolve(), "bundled")


def default_corpus(start: Path | None = None) -> Path:
    """The corpus folder a command uses when given no `--corpus`."""
    return choose_corpus(None, start).path


def schema_file(name: str, corpus: Path | None = None) -> Path:
    """A schema of the corpus's data (board, cards, rulings): the one in `schemas/` beside `corpus` when it has
    one (a checkout that changes its data and schemas together), else the harness's own."""
    if corpus is not None:
        beside = corpus.parent / "schemas" / name
        if beside.is_file():
            return beside
    return SCHEMAS / name


def corpus_version(corpus: Path) -> str | None:
    """The `version` of the corpus's `rulings.json` (docs/corpus.md); None when it has none or can't be read."""
    try:
        data = load_json(corpus / INDEX)
    except ValueError:
        return None
    version = data.get("version") if isinstance(data, dict) else None
    return version if isinstance(version, str) else None


def describe(choice: CorpusChoice) -> str:
    """One line saying which corpus a command uses and its version."""
    how = {"found": "found from the working directory", "bundled": "bundled with the harness"}.get(
        choice.why, f"from {choice.why}"
    )
    return f"corpus {corpus_version(choice.path) or 'without a version'} at {choice.path} ({how})"
