"""Source documents and the ruling index (``features/sources/``, ``features/rulings.json``).

A source document is a rulings page, either ``paragraphs`` (one ruling per blank-line separated
paragraph), a ``table`` (one ruling per ``| date | text |`` row) or ``scryfall-json`` (Scryfall's rulings
JSON, one ruling per ``comment``). The index holds every distinct
ruling once, with the documents it appears in.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.errors import CorpusError, Problem
from harness.reading import inside, load_json, read_text

__all__ = [
    "FORMATS",
    "PAGE_FURNITURE",
    "Ruling",
    "SourceDocument",
    "SourceRuling",
    "load_index",
    "load_manifest",
    "normalise",
    "source_rulings",
    "split_document",
]

#: Document formats that :func:`split_document` understands.
FORMATS = frozenset({"paragraphs", "table", "scryfall-json"})

#: Paragraphs of a rulings page that are page chrome, not rulings.
PAGE_FURNITURE = frozenset({"Search"})

MANIFEST = Path("sources") / "manifest.json"
INDEX = Path("rulings.json")

_TABLE_ROW = re.compile(r"^\|(?P<date>[^|]*)\|(?P<text>.*)\|$")
_SEPARATOR_CELL = re.compile(r"^:?-+:?$")
_BLANK_LINES = re.compile(r"\n[ \t]*\n")
_QUOTES = str.maketrans(
    {
        "\u2018": "'",  # left single quotation mark
        "\u2019": "'",  # right single quotation mark / apostrophe
        "\u201a": "'",  # single low-9 quotation mark
        "\u201b": "'",  # single high-reversed-9 quotation mark
        "\u2032": "'",  # prime
        "\u201c": '"',  # left double quotation mark
        "\u201d": '"',  # right double quotation mark
        "\u201e": '"',  # double low-9 quotation mark
        "\u201f": '"',  # double high-reversed-9 quotation mark
        "\u2033": '"',  # double prime
    }
)


@dataclass(frozen=True)
class SourceRuling:
    """One ruling as it appears in a source document; ``date`` only where the document gives one."""

    text: str
    date: str | None = None


@dataclass(frozen=True)
class SourceDocument:
    """One entry of ``features/sources/manifest.json``."""

    id: str
    file: str
    format: str
    title: str
    cards: tuple[str, ...]
    path: Path


@dataclass(frozen=True)
class Ruling:
    """One entry of ``features/rulings.json``."""

    id: str
    text: str
    sources: tuple[str, ...]
    rules: tuple[str, ...]
    mechanic: str
    cards: tuple[str, ...]
    date: str | None = None


def normalise(text: str) -> str:
    """Fold whitespace and straighten curly quotes and apostrophes, for de-duplication."""
    return " ".join(text.translate(_QUOTES).split())


def _lines(text: str) -> str:
    """Drop a byte order mark and turn Windows and old Mac line endings into ``\\n``."""
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _split_paragraphs(text: str) -> list[SourceRuling]:
    rulings = []
    for block in _BLANK_LINES.split(text):
        paragraph = "\n".join(line.strip() for line in block.strip().split("\n"))
        if paragraph and paragraph not in PAGE_FURNITURE:
            rulings.append(SourceRuling(paragraph))
    return rulings


def _split_table(text: str) -> list[SourceRuling]:
    rulings = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            continue
        row = _TABLE_ROW.match(line)
        if row is None:
            raise ValueError(f"line {number} is not a '| date | text |' row: {line[:60]!r}")
        date, body = row["date"].strip(), row["text"].strip()
        if _SEPARATOR_CELL.match(date) and _SEPARATOR_CELL.match(body):
            continue  # |---|---| under a header
        if date.lower() == "date" and body.lower() == "text":
            continue  # header row
        if body:
            rulings.append(SourceRuling(body, date or None))
    return rulings


def _split_scryfall(text: str) -> list[SourceRuling]:
    """Scryfall's rulings JSON: a list object (``{"data": [...]}``) or a bare list of rulings, each with a
    ``comment`` (the ruling) and ``published_at`` (its date); ``oracle_id`` and ``source`` are not needed here."""
    data = json.loads(text)
    items, base = (data.get("data"), "/data") if isinstance(data, dict) else (data, "")
    if not isinstance(items, list):
        raise ValueError(f"{base or '/'}: expected a list of rulings")
    rulings = []
    for i, item in enumerate(items):
        comment = item.get("comment") if isinstance(item, dict) else None
        if not isinstance(comment, str) or not comment.strip():
            raise ValueError(f"{base}/{i}/comment: a ruling needs a non-empty comment")
        rulings.append(SourceRuling(comment.strip(), item.get("published_at") or None))
    return rulings


def split_document(text: str, fmt: str) -> list[SourceRuling]:
    """Split a source document into its rulings, in document order (duplicates kept)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown document format {fmt!r}; expected one of {sorted(FORMATS)}")
    text = _lines(text)
    if fmt == "scryfall-json":
        return _split_scryfall(text)
    return _split_paragraphs(text) if fmt == "paragraphs" else _split_table(text)


def load_manifest(corpus_dir: Path) -> list[SourceDocument]:
    """The source documents named by ``<corpus_dir>/sources/manifest.json``, in manifest order."""
    manifest_path = Path(corpus_dir) / MANIFEST
    data = load_json(manifest_path)
    return [
        SourceDocument(
            id=entry["id"],
            file=entry["file"],
            format=entry["format"],
            title=entry["title"],
            cards=tuple(entry.get("cards", ())),
            path=manifest_path.parent / entry["file"],
        )
        for entry in data["documents"]
    ]


def source_rulings(corpus_dir: Path) -> dict[str, list[SourceRuling]]:
    """The rulings of every source document, keyed by document id, in manifest order. A document is read only
    inside the corpus: a manifest path or a link that leads out of it is an error."""
    documents = load_manifest(corpus_dir)
    for document in documents:
        if not inside(document.path, Path(corpus_dir)):
            raise CorpusError(Problem(str(MANIFEST), "", f"source document {document.file!r} is outside the corpus"))
    return {document.id: split_document(read_text(document.path), document.format) for document in documents}


def _ruling(entry: dict[str, Any]) -> Ruling:
    return Ruling(
        id=entry["id"],
        text=entry["text"],
        sources=tuple(entry["sources"]),
        rules=tuple(entry["rules"]),
        mechanic=entry["mechanic"],
        cards=tuple(entry.get("cards", ())),
        date=entry.get("date"),
    )


def index_problems(data: Any, file: str, corpus: Path | None = None) -> list[Problem]:
    """How `data` departs from the ruling index schema. Its entries are checked to be unique by hashing them:
    the schema's `uniqueItems` compares every pair (hours for an index of 14,000 rulings)."""
    from harness.corpus.schemas import validate_instance

    problems = validate_instance(data, "rulings.schema.json", file, corpus, unique=False)
    entries = data.get("rulings") if isinstance(data, dict) else None
    seen: dict[str, int] = {}
    for i, entry in enumerate(entries if isinstance(entries, list) else ()):
        key = json.dumps(entry, sort_keys=True)
        if key in seen:
            problems.append(Problem(file, f"/rulings/{i}", f"the same entry as /rulings/{seen[key]}"))
        seen.setdefault(key, i)
    return problems


def load_index(corpus_dir: Path) -> list[Ruling]:
    """The rulings of ``<corpus_dir>/rulings.json``, in file order; a CorpusError naming each problem when the
    file doesn't follow its schema (a run must not count 2 rulings of an index that has 33)."""
    path = Path(corpus_dir) / INDEX
    data = load_json(path)
    problems = index_problems(data, str(path), Path(corpus_dir))
    if problems:
        raise CorpusError(problems[:10])
    return [_ruling(entry) for entry in data["rulings"]]
