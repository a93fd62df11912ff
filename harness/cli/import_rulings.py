"""`mtg-conformance import-rulings FILE`: add newly published rulings to the index as uncovered."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from harness.cli.options import add_corpus_argument, chosen_corpus

if TYPE_CHECKING:
    from harness.corpus.importer import ImportResult

HELP = "add the new rulings of a rulings table, text page or Scryfall JSON to the index, as uncovered"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Read rulings from FILE (a '| date | text |' table, a text page with one paragraph per ruling, or "
        "Scryfall rulings JSON), skip those already in the index (compared ignoring quote style and spacing), "
        "and add the new ones as uncovered; FILE becomes a source document."
    )
    parser.add_argument("file", metavar="FILE", help="the rulings to import")
    parser.add_argument("--card", default=None, help="the card the rulings are about (a name in cards.json)")
    parser.add_argument("--mechanic", default=None, help="mechanic of the new rulings (first part of their ids)")
    parser.add_argument(
        "--rule", action="append", default=[], metavar="CR", help="a CR rule the new rulings rest on (repeatable)"
    )
    parser.add_argument("--id", dest="document_id", default=None, help="id of the new source document")
    parser.add_argument(
        "--format", choices=("table", "paragraphs", "scryfall-json"), default=None, help="default: guessed"
    )
    parser.add_argument(
        "--write-skeleton",
        action="store_true",
        help="also write a feature with one @pending scenario per new ruling, steps left to write",
    )
    parser.add_argument("--area", default=None, help="folder of the skeleton feature (default: from the mechanic)")
    parser.add_argument("--dry-run", action="store_true", help="say what would be added, write nothing")
    add_corpus_argument(parser)


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.corpus.importer import OPTIONS, import_rulings
    from harness.errors import CorpusError
    from harness.paths import BUNDLED

    corpus = chosen_corpus(args)
    if corpus.is_relative_to(BUNDLED) and not args.dry_run:
        # the installed package's copy: a reinstall would lose what is written there
        print(
            "mtg-conformance import-rulings: no corpus checkout here, only the corpus installed with the harness; "
            "run it inside a corpus checkout or give --corpus DIR",
            file=sys.stderr,
        )
        return 2
    try:
        result = import_rulings(
            corpus,
            Path(args.file),
            fmt=args.format,
            card=args.card,
            mechanic=args.mechanic,
            rules=args.rule,
            document_id=args.document_id,
            write_skeleton=args.write_skeleton,
            area=args.area,
            dry_run=args.dry_run,
        )
    except CorpusError as exc:
        for problem in exc.problems:
            text = problem.message if problem.file == OPTIONS else str(problem)
            print(f"mtg-conformance import-rulings: {text}", file=sys.stderr)
        return 2
    print(_summary(result, corpus))
    return 0


def _summary(result: ImportResult, corpus: Path) -> str:
    rulings = result.file.rulings
    lines = [f"{result.file.path.name}: {len(rulings)} rulings (read as {result.file.format})"]
    if result.known:
        lines.append(f"  {len(result.known)} already in the index: " + ", ".join(rid for rid, _ in result.known))
    if result.repeated:
        lines.append(f"  {result.repeated} given twice in the file (imported once)")
    if not result.new:
        lines.append("nothing to import: every ruling of the file is already in the index; nothing was changed")
        return "\n".join(lines)
    verb = "would be added" if not result.written else "added"
    lines.append(f"  {len(result.new)} new, {verb} as uncovered:")
    lines += [f"    {e['id']}: {e['text'][:90]}{'...' if len(e['text']) > 90 else ''}" for e in result.new]
    for new_id, old_id in result.rewordings:
        lines.append(f"  note: {new_id} reads like {old_id}: a rewording? check before writing its scenarios")
    document = result.document
    lines.append(f"source document {document['id']}: sources/{document['file']} ({verb} to the manifest)")
    if result.skeleton is not None:
        where = result.skeleton.relative_to(corpus.parent) if result.skeleton.is_relative_to(corpus.parent) else ""
        lines.append(
            f"skeleton: {where or result.skeleton} ({len(result.new)} pending scenarios: write their steps, "
            "then remove @pending)"
        )
    if not result.written:
        lines.append("dry run: nothing was written")
    return "\n".join(lines)
