"""`mtg-conformance baseline`: `write REPORT > FILE` makes a baseline that expects the report's status for
each ruling; `check REPORT BASELINE` gates an existing report as `run --baseline` does."""

from __future__ import annotations

import argparse
import json
import sys

HELP = "write a baseline from a report, or check a report against one"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", required=True)
    write = sub.add_parser("write", help="print the baseline of REPORT (redirect it to a file)")
    write.add_argument("report", help="a report.json")
    check = sub.add_parser("check", help="exit 1 on a regression or an unexpected pass of REPORT against BASELINE")
    check.add_argument("report", help="a report.json")
    check.add_argument("baseline", help="a baseline file")
    check.add_argument(
        "--allow-unexpected-pass", action="store_true", help="a ruling passing unexpectedly is not an error"
    )


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.errors import CorpusError
    from harness.reports.baseline import baseline_from_report, check, load_baseline
    from harness.reports.report import load_report

    try:
        report = load_report(args.report)
        if args.action == "write":
            sys.stdout.write(json.dumps(baseline_from_report(report), indent=2, ensure_ascii=False) + "\n")
            return 0
        result = check(report, load_baseline(args.baseline), args.allow_unexpected_pass)
    except CorpusError as exc:
        print(f"mtg-conformance baseline: {exc}", file=sys.stderr)
        return 2
    print("\n".join(result.lines()))
    return 1 if result.failed else 0
