"""`mtg-conformance diff OLD.json NEW.json`: the comparison `run --baseline` makes, with the baseline OLD would
give: each scenario, ruling and CR rule that regressed (with its cause), improved, changed, was added
or removed; exit 1 on any regression."""

from __future__ import annotations

import argparse
import json
import sys

HELP = "compare two reports scenario by scenario and ruling by ruling; exit 1 on any regression"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Compare two reports as `run --baseline` compares a run with a baseline written from OLD: a scenario, "
        "ruling or CR rule worse in NEW is a regression (exit 1); improvements never fail (exit 0); 2: an "
        "unreadable report."
    )
    parser.add_argument("old", help="the earlier report.json")
    parser.add_argument("new", help="the later report.json")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON (as report.json's `baseline`)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.errors import CorpusError
    from harness.reports.gate import diff_reports
    from harness.reports.report import load_report

    try:
        old, new = load_report(args.old), load_report(args.new)
    except CorpusError as exc:
        print(f"mtg-conformance diff: {exc}", file=sys.stderr)
        return 2
    result = diff_reports(old, new, args.old)
    for name, report in (("old", old), ("new", new)):
        if report.get("selection", {}).get("partial"):
            result.notes.append(
                f"note: the {name} report is of a partial run; what it did not test counts as added or removed"
            )
    if args.json:
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
    else:
        print("\n".join(result.lines()))
    return 1 if result.failed else 0
