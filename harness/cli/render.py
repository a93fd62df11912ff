"""`mtg-conformance render REPORT... --to FORMAT`: a report as Markdown, HTML, JUnit XML, badge JSON or the
terminal table; several reports, in order, give one page comparing them: engines side by side, or one engine over
time (versions, CI runs) with what each report gained and lost against the one before it (HTML or Markdown)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.options import format_choice, format_metavar

HELP = (
    "render report.json as markdown, html, junit, badge or terminal (several reports, oldest first: one page "
    "comparing them, with what each gained and lost against the one before)"
)
FORMATS = ("markdown", "html", "junit", "badge", "terminal")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "reports", nargs="+", help="report.json file(s), oldest first; several only --to html or markdown"
    )
    parser.add_argument(
        "--to",
        "--format",
        dest="to",
        type=format_choice(FORMATS),
        metavar=format_metavar(FORMATS),
        default="markdown",
        help="output format; md and markdown are the same (default: markdown)",
    )
    parser.add_argument("-o", "--output", default=None, help="write here (atomically) instead of standard output")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.atomic import write_text
    from harness.errors import CorpusError
    from harness.reports.renderings import render, render_comparison
    from harness.reports.report import load_report

    if len(args.reports) > 1 and args.to not in ("html", "markdown"):
        print("mtg-conformance render: several reports can only be rendered --to html or markdown", file=sys.stderr)
        return 2
    try:
        reports = [load_report(path) for path in args.reports]
    except CorpusError as exc:
        print(f"mtg-conformance render: {exc}", file=sys.stderr)
        return 2
    if args.to == "terminal":
        from harness.reports.terminal import print_summary

        print_summary(reports[0])
        return 0
    if len(reports) == 1:
        text = render(reports[0], args.to)
    elif args.to == "html":
        text = render_comparison(reports)
    else:
        from harness.reports.history import render_history_markdown

        text = render_history_markdown(reports)
    if args.output:
        write_text(Path(args.output), text)
    else:
        sys.stdout.write(text)
    return 0
