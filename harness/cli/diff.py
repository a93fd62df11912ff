"""`mtg-conformance diff OLD.json NEW.json`: per ruling, what improved, regressed, changed, was added or
removed between two reports; exit 1 on any regression."""

from __future__ import annotations

import argparse
import json
import sys

HELP = "compare two reports ruling by ruling; exit 1 on any regression"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("old", help="the earlier report.json")
    parser.add_argument("new", help="the later report.json")
    parser.add_argument("--json", action="store_true", help="print the differences as JSON")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.errors import CorpusError
    from harness.reports.baseline import diff_reports
    from harness.reports.report import load_report

    try:
        old, new = load_report(args.old), load_report(args.new)
    except CorpusError as exc:
        print(f"mtg-conformance diff: {exc}", file=sys.stderr)
        return 2
    result = diff_reports(old, new)
    for name, report in (("old", old), ("new", new)):
        if report.get("selection", {}).get("partial"):
            print(f"note: the {name} report is of a partial run; rulings it did not test count as added/removed")
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print("\n".join(result.lines()))
    return 1 if result.regressed or result.scenarios_worse else 0
