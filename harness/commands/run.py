"""`mtg-conformance run`: the corpus against an engine; prints which rulings pass, writes report.json."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..paths import default_corpus

HELP = "run the corpus against an engine and print which rulings pass"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = "Run the corpus; arguments after `--` go to pytest."
    parser.add_argument("--engine", default="reference", help="engine adapter name (default: reference)")
    parser.add_argument("--report-dir", default="reports", help="where report.json is written (default: reports)")
    parser.add_argument("-k", default=None, help="only scenarios matching this pytest -k expression")
    parser.add_argument("--corpus", default=None, help="corpus folder (default: features/ of this checkout)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    import pytest

    from ..terminal import print_summary

    corpus = Path(args.corpus).resolve() if args.corpus else default_corpus()
    report_dir = Path(args.report_dir).resolve()
    report_path = report_dir / "report.json"
    before = report_path.stat().st_mtime_ns if report_path.exists() else None
    pytest_args = [
        str(corpus),
        f"--engine={args.engine}",
        f"--corpus={corpus}",
        f"--report-dir={report_dir}",
        "-q",
        "--tb=no",
        "--no-header",
        "-p",
        "no:cacheprovider",
        *extra,
    ]
    if args.k:
        pytest_args += ["-k", args.k]
    code = pytest.main(pytest_args)
    if not report_path.exists() or report_path.stat().st_mtime_ns == before:
        print(f"mtg-conformance: no report was written (pytest exit code {int(code)})", file=sys.stderr)
        return int(code) or 1
    report = json.loads(report_path.read_text(encoding="utf-8"))
    print_summary(report)
    print(f"report: {report_path}")
    summary = report["summary"]["scenarios"]
    if summary["fail"] or summary["error"]:
        return 1
    return 0 if int(code) in (0, 1) else int(code)
