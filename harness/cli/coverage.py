"""`mtg-conformance coverage`: every ruling with its text, sources, CR sections, scenarios and status per
engine; uncovered rulings first; totals per mechanic and CR section; rulings drifted from the sources."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.options import add_corpus_argument, chosen_corpus

HELP = "show which rulings have scenarios, per mechanic and CR section, and which drifted from the sources"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--report",
        action="append",
        default=[],
        metavar="R.json",
        help="a report.json of an engine run; its status per ruling is shown (repeat for several engines)",
    )
    parser.add_argument("--format", choices=("text", "md", "html", "json"), default="text", help="default: text")
    parser.add_argument("-o", "--output", default=None, help="write the page to this file instead of printing it")
    add_corpus_argument(parser)


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.atomic import write_text
    from harness.errors import CorpusError
    from harness.reading import InputError
    from harness.reports.coverage import build_coverage, read_report
    from harness.reports.coverage_render import render

    corpus = chosen_corpus(args)
    try:
        reports = [(name, read_report(Path(name))) for name in args.report]
        page = render(build_coverage(corpus, reports), args.format)
    except InputError as exc:  # a file of the corpus (a report's own problems are CorpusErrors naming it)
        print(f"mtg-conformance coverage: can't read the corpus in {corpus}: {exc}", file=sys.stderr)
        return 2
    except CorpusError as exc:
        print(f"mtg-conformance coverage: {exc}", file=sys.stderr)
        return 2
    except (OSError, ValueError, KeyError) as exc:
        print(f"mtg-conformance coverage: can't read the corpus in {corpus}: {exc}", file=sys.stderr)
        return 2
    if args.output:
        write_text(Path(args.output), page)
        print(f"coverage: {args.output}")
    else:
        sys.stdout.write(page)
    return 0
