"""The `mtg-conformance` command: run the corpus against an engine, validate the corpus."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .paths import default_corpus


def _run(args: argparse.Namespace, extra: list[str]) -> int:
    import pytest

    from .terminal import print_summary

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


def _validate(args: argparse.Namespace) -> int:
    from .validate import validate_corpus

    corpus = Path(args.corpus).resolve() if args.corpus else default_corpus()
    problems, counts = validate_corpus(corpus)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("corpus valid: " + ", ".join(f"{n} {what}" for what, n in counts.items()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtg-conformance", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser(
        "run",
        help="run the corpus against an engine and print which rulings pass",
        description="Run the corpus; arguments after `--` go to pytest.",
    )
    run.add_argument("--engine", default="reference", help="engine adapter name (default: reference)")
    run.add_argument("--report-dir", default="reports", help="where report.json is written (default: reports)")
    run.add_argument("-k", default=None, help="only scenarios matching this pytest -k expression")
    run.add_argument("--corpus", default=None, help="corpus folder (default: features/ of this checkout)")
    validate = sub.add_parser("validate", help="validate fixtures, card catalog, ruling index and features")
    validate.add_argument("--corpus", default=None, help="corpus folder (default: features/ of this checkout)")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1 :]
    args = build_parser().parse_args(argv)
    if args.command == "run":
        return _run(args, extra)
    return _validate(args)


if __name__ == "__main__":
    sys.exit(main())
