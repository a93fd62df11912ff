"""Importing newly published rulings into the index (``mtg-conformance import-rulings``).

A file of rulings (a ``| date | text |`` table as in the source documents, a plain text page with one
paragraph per ruling, or Scryfall's rulings JSON) is compared with the index by normalised text
(:func:`harness.corpus.rulings.normalise`). Rulings already indexed are left alone; when there are new ones, the
file becomes a source document (copied verbatim into ``sources/`` and named in the manifest, so the index
still holds exactly the rulings of the source documents), the new rulings get generated ids, and they are
``uncovered`` until someone writes their scenarios. ``write_skeleton`` adds a feature with one ``@pending``
scenario per new ruling: the run skips it and the ruling stays uncovered until its steps are written.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from harness.atomic import write_text
from harness.corpus.catalog import Catalog, problems_in_catalog
from harness.corpus.naming import ruling_id, slug
from harness.corpus.rulings import (
    INDEX,
    MANIFEST,
    SourceRuling,
    index_problems,
    load_manifest,
    normalise,
    split_document,
)
from harness.corpus.scan import load_cr_rules
from harness.corpus.skeleton import skeleton_feature
from harness.errors import CorpusError, Problem
from harness.paths import schema_file
from harness.reading import load_json, read_text

#: how alike (0..1) a new ruling and an indexed one must be to point out a possible rewording
REWORDING_HINT = 0.6
_SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_ISO_DATE = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
#: the ``file`` of a problem with the command's options rather than with a file
OPTIONS = "import-rulings"


@dataclass(frozen=True)
class RulingsFile:
    """The file being imported: its text, its format (as in the manifest) and its rulings."""

    path: Path
    text: str
    format: str
    rulings: list[SourceRuling]


@dataclass
class ImportResult:
    """What an import found and did."""

    file: RulingsFile
    known: list[tuple[str, str]] = field(default_factory=list)  # (ruling id, text as in the file)
    new: list[dict[str, Any]] = field(default_factory=list)  # the index entries added
    repeated: int = 0  # rulings the file gives more than once
    rewordings: list[tuple[str, str]] = field(default_factory=list)  # (new id, indexed id it resembles)
    document: dict[str, Any] | None = None  # the manifest entry added
    source_path: Path | None = None
    skeleton: Path | None = None
    written: bool = False


# --- reading the file ------------------------------------------------------------------------------------


def detect_format(text: str, path: Path) -> str:
    """``scryfall-json`` for JSON, ``table`` when the text starts with a ``| ... |`` row, else ``paragraphs``."""
    stripped = text.lstrip("\ufeff").strip()
    if path.suffix.lower() == ".json" or stripped[:1] in ("{", "["):
        return "scryfall-json"
    return "table" if stripped.startswith("|") else "paragraphs"


_HTML_START = re.compile(r"^\s*(<!doctype\s+html|<html\b|<\?xml)", re.I)
_HTML_TAG = re.compile(r"</?(html|head|body|div|p|table|tr|td|th|script|style|span|ul|li|a|h[1-6]|br)\b[^>]*>", re.I)


def html_problem(text: str) -> str | None:
    """Why `text` is an HTML page, not rulings (its markup would be imported as the text of rulings), or None."""
    stripped = text.lstrip("\ufeff")
    tags = len(_HTML_TAG.findall(stripped[:200_000]))
    if not _HTML_START.match(stripped) and tags < 3:
        return None
    started = "starts as an HTML page" if _HTML_START.match(stripped) else f"holds HTML markup ({tags} tags)"
    return (
        f"{started}: can't read it as rulings. import-rulings reads a '| date | text |' table, a text page with "
        "one paragraph per ruling, or Scryfall rulings JSON: copy the rulings from the page into a text file (one "
        "paragraph each), or save the card's rulings as JSON from Scryfall's API"
    )


def read_rulings_file(path: Path, fmt: str | None = None) -> RulingsFile:
    """The rulings of ``path``; a file that can't be read or split is a :class:`CorpusError` naming the problem."""
    path = Path(path)
    text = read_text(path)  # bounded, a regular file, strict UTF-8: an InputError (a CorpusError) naming the file
    fmt = fmt or detect_format(text, path)
    if fmt != "scryfall-json" and (problem := html_problem(text)):
        raise CorpusError(Problem(str(path), "", problem))
    try:
        rulings = split_document(text, fmt)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise CorpusError(Problem(str(path), where, f"not valid JSON: {exc.msg}")) from exc
    except ValueError as exc:
        pointer, _, message = str(exc).partition(": ")
        if pointer.startswith("/") and message:  # scryfall-json problems start with a JSON pointer
            raise CorpusError(Problem(str(path), pointer, message)) from exc
        raise CorpusError(Problem(str(path), "", f"{exc} (read as {fmt})")) from exc
    if not rulings:
        raise CorpusError(Problem(str(path), "", f"no rulings found (read as {fmt})"))
    return RulingsFile(path, text, fmt, rulings)


# --- ids, entries, validation ----------------------------------------------------------------------------


def known_mechanics(corpus: Path | None = None) -> list[str]:
    """The mechanics the ruling index schema allows (the one beside `corpus`, when it has one)."""
    schema = json.loads(schema_file("rulings.schema.json", corpus).read_text(encoding="utf-8"))
    return list(schema["$defs"]["mechanic"]["enum"])


def _check_new_fields(corpus: Path, mechanic: str | None, rules: list[str], card: str | None) -> None:
    problems = []
    mechanics = known_mechanics(corpus)
    if mechanic is None:
        problems.append(f"new rulings need a mechanic: pass --mechanic (one of {', '.join(mechanics)})")
    elif mechanic not in mechanics:
        problems.append(
            f"unknown mechanic {mechanic!r}: one of {', '.join(mechanics)} "
            "(a new mechanic is added to schemas/rulings.schema.json first)"
        )
    if not rules:
        problems.append("new rulings need the Comprehensive Rules they rest on: pass --rule (e.g. --rule 702.119a)")
    known = load_cr_rules(corpus)
    problems += [f"--rule {r}: no such rule number in features/cr-rules.txt" for r in rules if r not in known]
    if card is not None and card not in _catalog_names(corpus):
        problems.append(f"--card {card!r}: not in features/cards.json (add the card's oracle facts there first)")
    if problems:
        raise CorpusError([Problem(OPTIONS, "", p) for p in problems])


def _catalog_names(corpus: Path) -> frozenset[str]:
    """The catalog's card and face names, read afresh (``load_catalog`` caches by path)."""
    path = corpus / "cards.json"
    problems = problems_in_catalog(path)
    if problems:
        raise CorpusError(problems)
    return Catalog(path, load_json(path)["data"]).names


def _clean_date(value: str | None) -> str | None:
    return value if value and _ISO_DATE.match(value) else None


def _entry(rid: str, ruling: SourceRuling, document: str, mechanic: str, rules: list[str], card: str | None) -> dict:
    entry: dict[str, Any] = {
        "id": rid,
        "text": " ".join(ruling.text.split()),  # one line, as the index schema wants; quotes kept
        "sources": [document],
        "rules": list(dict.fromkeys(rules)),
        "mechanic": mechanic,
        "cards": [card] if card else [],
    }
    if _clean_date(ruling.date):
        entry["date"] = ruling.date
    return entry


def _document_id(wanted: str | None, card: str | None, path: Path, taken: set[str]) -> str:
    if wanted is not None:
        if not _SLUG.match(wanted):
            raise CorpusError(Problem(OPTIONS, "", f"--id {wanted!r}: lowercase words joined by hyphens"))
        if wanted in taken:
            raise CorpusError(Problem(OPTIONS, "", f"--id {wanted!r}: the manifest already has it"))
        return wanted
    base = slug(card or path.stem) or "imported"
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


# --- the import ------------------------------------------------------------------------------------------


def plan_import(
    corpus: Path,
    rulings_file: RulingsFile,
    *,
    card: str | None = None,
    mechanic: str | None = None,
    rules: list[str] | None = None,
    document_id: str | None = None,
) -> tuple[ImportResult, dict[str, Any]]:
    """What importing would change, without writing anything: the result and the new index data."""
    corpus = Path(corpus)
    data = load_json(corpus / INDEX)
    by_text = {normalise(e["text"]): e for e in data["rulings"]}
    result = ImportResult(rulings_file)
    fresh: dict[str, SourceRuling] = {}
    for ruling in rulings_file.rulings:
        key = normalise(ruling.text)
        if key in by_text:
            result.known.append((by_text[key]["id"], ruling.text))
        elif key in fresh:
            result.repeated += 1
        else:
            fresh[key] = ruling
    if not fresh:
        return result, data
    rules = list(rules or [])
    _check_new_fields(corpus, mechanic, rules, card)
    assert mechanic is not None  # checked above
    doc_id = _document_id(document_id, card, rulings_file.path, {d.id for d in load_manifest(corpus)})
    taken = {e["id"] for e in data["rulings"]}
    counters: dict[str, int] = {}
    for ruling in fresh.values():
        rid = ruling_id(mechanic, ruling.text, taken, counters)
        taken.add(rid)
        result.new.append(_entry(rid, ruling, doc_id, mechanic, rules, card))
    _link_known(data, result, doc_id)
    data["rulings"] = sorted([*data["rulings"], *result.new], key=lambda e: (e["mechanic"], e["id"]))
    result.rewordings = _rewordings(result.new, by_text.values())
    result.document = _manifest_entry(corpus, rulings_file, doc_id, card)
    return result, data


def _link_known(data: dict[str, Any], result: ImportResult, doc_id: str) -> None:
    """Rulings the new document repeats name it among their sources (and take its date if they had none)."""
    dates = {normalise(r.text): _clean_date(r.date) for r in result.file.rulings}
    known = {rid for rid, _ in result.known}
    for entry in data["rulings"]:
        if entry["id"] in known:
            entry["sources"] = [*entry["sources"], doc_id] if doc_id not in entry["sources"] else entry["sources"]
            if "date" not in entry and dates.get(normalise(entry["text"])):
                entry["date"] = dates[normalise(entry["text"])]


def _rewordings(new: list[dict[str, Any]], indexed: Any) -> list[tuple[str, str]]:
    """(new id, indexed id) for each new ruling that reads like an indexed one (`likeness`, word by word): each
    text is split once, each indexed text's matcher built once, and only pairs whose quick upper bounds reach
    the hint are compared in full (thousands of new rulings take seconds, not minutes)."""
    words = [normalise(e["text"]).split() for e in new]
    best: list[tuple[float, str]] = [(0.0, "")] * len(new)
    matcher = difflib.SequenceMatcher(None, autojunk=False)
    for entry in indexed:
        matcher.set_seq2(normalise(entry["text"]).split())
        for i, text in enumerate(words):
            matcher.set_seq1(text)
            if matcher.real_quick_ratio() < REWORDING_HINT or matcher.quick_ratio() < REWORDING_HINT:
                continue
            score = matcher.ratio()
            if score > best[i][0]:
                best[i] = (score, entry["id"])
    return [(e["id"], b) for e, (score, b) in zip(new, best, strict=True) if b and score >= REWORDING_HINT]


def _manifest_entry(corpus: Path, rulings_file: RulingsFile, doc_id: str, card: str | None) -> dict[str, Any]:
    documents = load_manifest(corpus)
    numbers = [int(d.file.split("_", 1)[0]) for d in documents if d.file.split("_", 1)[0].isdigit()]
    digest = hashlib.sha256(rulings_file.text.encode("utf-8")).hexdigest()[:16]
    suffix = ".json" if rulings_file.format == "scryfall-json" else ".txt"
    about = f"Rulings of {card}" if card else "Rulings"
    return {
        "id": doc_id,
        "file": f"{max(numbers, default=-1) + 1:03d}_{digest}{suffix}",
        "format": rulings_file.format,
        "title": f"{about} imported from {rulings_file.path.name} on {date.today().isoformat()}",
        "cards": [card] if card else [],
    }


def import_rulings(
    corpus: Path,
    path: Path,
    *,
    fmt: str | None = None,
    card: str | None = None,
    mechanic: str | None = None,
    rules: list[str] | None = None,
    document_id: str | None = None,
    write_skeleton: bool = False,
    area: str | None = None,
    dry_run: bool = False,
) -> ImportResult:
    """Import the rulings of ``path`` into the corpus; nothing is written when none is new (or ``dry_run``)."""
    corpus = Path(corpus)
    result, data = plan_import(
        corpus, read_rulings_file(path, fmt), card=card, mechanic=mechanic, rules=rules, document_id=document_id
    )
    if not result.new:
        return result
    problems = index_problems(data, str(corpus / INDEX), corpus)
    if problems:
        raise CorpusError(problems)
    skeleton = corpus / (area or mechanic.replace("-", "_")) / f"{result.document['id'].replace('-', '_')}.feature"
    if write_skeleton:
        _check_skeleton_path(corpus, skeleton)
        result.skeleton = skeleton
    if dry_run:
        return result
    _write(corpus, result, data)
    return result


def _check_skeleton_path(corpus: Path, skeleton: Path) -> None:
    """The skeleton goes into the corpus and nowhere else (`--area /abs/path` or `../..` is refused), over no
    existing file."""
    if not skeleton.resolve().is_relative_to(corpus.resolve()):
        raise CorpusError(
            Problem(OPTIONS, "", f"--area: the skeleton feature must go inside the corpus {corpus}, not {skeleton}")
        )
    if skeleton.exists() or skeleton.is_symlink():
        raise CorpusError(Problem(str(skeleton), "", "a feature file is already there: pass another --area or --id"))


def _write(corpus: Path, result: ImportResult, data: dict[str, Any]) -> None:
    assert result.document is not None
    result.source_path = corpus / MANIFEST.parent / result.document["file"]
    write_text(result.source_path, result.file.text)
    write_text(corpus / INDEX, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    manifest_path = corpus / MANIFEST
    manifest = load_json(manifest_path)
    manifest["documents"].append(result.document)
    write_text(manifest_path, manifest_text(manifest))
    if result.skeleton is not None:
        assert result.document is not None and result.new
        write_text(result.skeleton, skeleton_feature(result.file.path.name, result.document["title"], result.new))
    result.written = True


def manifest_text(manifest: dict[str, Any]) -> str:
    """The manifest in its house style: one key per line, lists on one line."""
    documents = [
        "    {\n"
        + ",\n".join(f"      {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in document.items())
        + "\n    }"
        for document in manifest["documents"]
    ]
    return '{\n  "documents": [\n' + ",\n".join(documents) + "\n  ]\n}\n"
