"""`mtg-conformance coverage`: every ruling with its text, sources, CR sections, scenarios and status per
engine; uncovered rulings first; totals per mechanic and CR section; rulings drifted from the sources.
`--cr`, `--ruling` and `--engine-status` narrow every part of it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from harness.cli.options import add_corpus_argument, chosen_corpus, format_choice, format_metavar

HELP = "show which rulings have scenarios, per mechanic and CR section, and which drifted from the sources"
FORMATS = ("text", "md", "html", "json")  # harness.reports.coverage_render.FORMATS, not imported for --help's time
ENGINE_STATUSES = ("fail", "error", "unsupported", "pass")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--report",
        action="append",
        default=[],
        metavar="R.json",
        help="a report.json of an engine run; its status per ruling is shown (repeat for several engines)",
    )
    parser.add_argument(
        "--cr",
        action="append",
        default=[],
        metavar="RULE",
        help="only this CR rule or section and what it holds (601, 601.2: 601.2f), as `run --cr`; repeatable",
    )
    parser.add_argument(
        "--ruling", action="append", default=[], metavar="GLOB", help="only rulings matching GLOB, as `run --ruling`"
    )
    parser.add_argument(
        "--engine-status",
        action="append",
        default=[],
        choices=ENGINE_STATUSES,
        help="with --report: only the rulings and CR rules with this status on an engine",
    )
    parser.add_argument(
        "--format",
        type=format_choice(FORMATS),
        metavar=format_metavar(FORMATS),
        default="text",
        help="default: text",
    )
    parser.add_argument("-o", "--output", default=None, help="write the page to this file instead of printing it")
    add_corpus_argument(parser)


def warn_other_corpus(name: str, report: dict[str, Any], corpus: Path) -> None:
    """One line on stderr when the report was made on another version of the corpus than the one read: its
    statuses are still shown (an engine's old report is worth reading), but rulings may have moved."""
    from harness.paths import corpus_version

    made_on = report.get("corpus")
    theirs = made_on.get("version") if isinstance(made_on, dict) else None
    ours = corpus_version(corpus)
    if theirs != ours:
        print(
            f"mtg-conformance coverage: warning: {name} was made on corpus {theirs or 'without a version'}, "
            f"this is corpus {ours or 'without a version'}: rulings and scenarios may differ",
            file=sys.stderr,
        )


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.atomic import write_text
    from harness.errors import CorpusError
    from harness.reading import InputError
    from harness.reports.coverage import build_coverage, read_report
    from harness.reports.coverage_filter import CoverageFilter, NothingMatched, apply_filter
    from harness.reports.coverage_render import render

    if args.engine_status and not args.report:
        print("mtg-conformance coverage: --engine-status needs --report R.json (an engine's run)", file=sys.stderr)
        return 2
    corpus = chosen_corpus(args)
    chosen = CoverageFilter(cr=args.cr, rulings=args.ruling, engine_status=args.engine_status)
    try:
        reports = [(name, read_report(Path(name))) for name in args.report]
        for name, report in reports:
            warn_other_corpus(name, report, corpus)
        page = render(apply_filter(build_coverage(corpus, reports), chosen), args.format)
    except NothingMatched as exc:
        print(f"mtg-conformance coverage: {exc}", file=sys.stderr)
        return 5
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
