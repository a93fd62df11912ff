"""`mtg-conformance render REPORT... --to FORMAT`: a report as Markdown, HTML, JUnit XML, badge JSON or the
terminal table; several reports rendered to HTML give one comparison page."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.options import format_choice, format_metavar

HELP = "render report.json as markdown, html, junit, badge or terminal (several reports: a comparison page)"
FORMATS = ("markdown", "html", "junit", "badge", "terminal")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("reports", nargs="+", help="report.json file(s); several only with --to html")
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

    if len(args.reports) > 1 and args.to != "html":
        print("mtg-conformance render: several reports can only be rendered --to html", file=sys.stderr)
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
    text = render_comparison(reports) if len(reports) > 1 else render(reports[0], args.to)
    if args.output:
        write_text(Path(args.output), text)
    else:
        sys.stdout.write(text)
    return 0
