"""`mtg-conformance merge SHARD.json...`: the reports of a corpus split across CI machines (pytest-split
`--splits N --group K`) merged into one report, with its renderings (docs/scaling.md)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.options import add_corpus_argument, chosen_corpus

HELP = "merge the reports of a corpus split across machines into one report"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("reports", nargs="+", help="report.json of each shard")
    parser.add_argument("--report-dir", default="reports", help="where the merged report.json goes (default: reports)")
    add_corpus_argument(parser)


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.errors import CorpusError
    from harness.reports.merge import merge_reports
    from harness.reports.renderings import write_report_set
    from harness.reports.report import load_report, validate_report
    from harness.reports.reportset import FolderBusy, FolderLock

    corpus = chosen_corpus(args)
    try:
        merged = merge_reports([(path, load_report(path)) for path in args.reports], corpus)
    except CorpusError as exc:
        print(f"mtg-conformance merge: {exc}", file=sys.stderr)
        return 2
    problems = validate_report(merged, "merged report")
    if problems:  # a bug of ours, not of the input: say so plainly
        print("mtg-conformance merge: the merged report breaks the report schema:", file=sys.stderr)
        print("\n".join(map(str, problems)), file=sys.stderr)
        return 2
    report_dir = Path(args.report_dir)
    lock = FolderLock(report_dir)  # not while a run writes there; the set replaced together
    try:
        lock.acquire()
    except FolderBusy as exc:
        print(f"mtg-conformance merge: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        why = exc.strerror or exc
        print(f"mtg-conformance merge: --report-dir {report_dir}: can't lock it: {why}", file=sys.stderr)
        return 2
    try:
        path = write_report_set(report_dir, merged)
    finally:
        lock.release()
    counts = merged["summary"]["scenarios"]
    partial = " (partial: some scenarios ran on no shard)" if merged.get("selection", {}).get("partial") else ""
    print(f"merged {len(args.reports)} reports: {counts['total']} scenarios, {counts['pass']} pass{partial}")
    print(f"report: {path}")
    return 0
