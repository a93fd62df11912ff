"""`mtg-conformance baseline`: `write REPORT [REPORT...] [-o FILE]` makes a baseline that expects each scenario's,
ruling's and CR rule's status of the report (several reports of one engine: a status that differs between them is
written as the list of those seen); `check REPORT BASELINE` gates an existing report as `run --baseline` does."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HELP = "write a baseline from a report, or check a report against one"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", required=True)
    write = sub.add_parser(
        "write",
        help="the baseline of REPORT (several: statuses that differ between them are written as lists)",
        description="Print, or write to -o FILE, the baseline that expects the statuses of REPORT: each scenario "
        "(by feature file and title), ruling and CR rule. Exit 0, or 2 on an unreadable report.",
    )
    write.add_argument("report", nargs="+", help="report.json of a run (several: runs of the same engine)")
    write.add_argument("-o", "--output", default=None, metavar="FILE", help="write here (atomically), not to stdout")
    check = sub.add_parser(
        "check",
        help="exit 1 on a regression or an unexpected pass of REPORT against BASELINE",
        description="Gate REPORT on BASELINE as `run --baseline` does: exit 1 on a regression (a scenario, ruling "
        "or CR rule worse than expected) or an unexpected pass, 0 otherwise, 2 on an unreadable file.",
    )
    check.add_argument("report", help="a report.json")
    check.add_argument("baseline", help="a baseline file")
    check.add_argument(
        "--allow-unexpected-pass", action="store_true", help="a scenario or ruling passing unexpectedly is not an error"
    )
    check.add_argument(
        "--write",
        action="store_true",
        help="add the verdict to REPORT and rewrite its renderings beside it (report.md, .html, junit.xml), as "
        "`run --baseline` does: for a report made by `merge`",
    )


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.atomic import write_text
    from harness.errors import CorpusError
    from harness.reports.baseline import baseline_from_report, load_baseline
    from harness.reports.gate import check
    from harness.reports.report import load_report

    try:
        if args.action == "write":
            reports = [load_report(path) for path in args.report]
            text = json.dumps(baseline_from_report(*reports), indent=2, ensure_ascii=False) + "\n"
            if args.output:
                write_text(Path(args.output), text)
                print(f"baseline: {args.output}", file=sys.stderr)
            else:
                sys.stdout.write(text)
            return 0
        report = load_report(args.report)
        result = check(report, load_baseline(args.baseline), args.allow_unexpected_pass, args.baseline, args.report)
    except CorpusError as exc:
        print(f"mtg-conformance baseline: {exc}", file=sys.stderr)
        return 2
    if args.write:
        from harness.reports.reportset import FolderBusy

        try:
            _write_verdict(Path(args.report), report, result.to_json())
        except FolderBusy as exc:
            print(f"mtg-conformance baseline: {exc}", file=sys.stderr)
            return 2
    print("\n".join(result.lines()))
    return 1 if result.failed else 0


def _write_verdict(path: Path, report: dict[str, Any], verdict: dict[str, Any]) -> None:
    """The report set of `path`'s folder again, with the verdict, under the folder's lock (refused while a run
    writes there)."""
    from harness.atomic import OutputError
    from harness.reports.renderings import write_report_set
    from harness.reports.reportset import FolderLock

    if path.name != "report.json":
        raise OutputError(f"{path}: --write rewrites a report folder's report.json; this file is not one")
    lock = FolderLock(path.parent)
    lock.acquire()
    try:
        write_report_set(path.parent, {**report, "baseline": verdict})
    finally:
        lock.release()
