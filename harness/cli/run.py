"""`mtg-conformance run`: the corpus against one or more engines; prints which rulings pass, writes
report.json with its renderings (report.md, report.html, junit.xml, badge.json). Several `--engine`s give
one report folder per engine and a comparison page, compare.html. With `--baseline`, the exit code says
only whether a scenario, ruling or CR rule regressed (or passed unexpectedly), and the verdict goes into the
report and its renderings."""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

from harness.cli.options import add_corpus_argument, add_engine_cpu_argument, chosen_corpus

HELP = "run the corpus against an engine and print which rulings pass"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = "Run the corpus; arguments after `--` go to pytest."
    parser.add_argument(
        "--engine",
        action="append",
        default=None,
        help='engine adapter name, package.module:Class or cmd:"<command line>" (default: from --engine-config or '
        "pyproject.toml [tool.mtg-conformance], else reference); repeat it to compare engines on one page",
    )
    parser.add_argument(
        "--engine-timeout",
        type=_seconds,
        default=None,
        help="cmd: engines: seconds per request (default: 10, or the engine configuration)",
    )
    parser.add_argument(
        "--engine-restarts",
        type=int,
        default=None,
        help="cmd: engines: restarts before giving up (default: 3, or the engine configuration)",
    )
    add_engine_cpu_argument(parser)
    parser.add_argument("--engine-config", default=None, metavar="TOML", help="engine settings (docs/adapters.md)")
    parser.add_argument("--report-dir", default="reports", help="where report.json is written (default: reports)")
    parser.add_argument("-k", default=None, help="only scenarios matching this pytest -k expression")
    add_corpus_argument(parser)
    select = parser.add_argument_group("selection (values of one option: any; different options: all)")
    select.add_argument("--ruling", action="append", default=[], metavar="GLOB", help="rulings by id, e.g. 'emerge.*'")
    select.add_argument("--mechanic", action="append", default=[], metavar="GLOB", help="rulings of a mechanic")
    select.add_argument(
        "--cr", action="append", default=[], metavar="RULE", help="scenarios citing a CR rule or section"
    )
    select.add_argument(
        "--tag", action="append", default=[], metavar="GLOB", help="scenarios with a tag, e.g. card:Sol_Ring"
    )
    select.add_argument("--rerun-failed", default=None, metavar="REPORT", help="scenarios that failed or errored there")
    parser.add_argument(
        "-n", dest="workers", default=None, type=_workers, metavar="N", help="run on N parallel workers (pytest-xdist)"
    )
    gate = parser.add_argument_group("gating")
    gate.add_argument(
        "--baseline",
        default=None,
        metavar="FILE",
        help="exit 1 only on regressions (and unexpected passes) against FILE (`baseline write`)",
    )
    gate.add_argument(
        "--write-baseline",
        default=None,
        metavar="FILE",
        help="after the run, write the baseline that expects its statuses to FILE (as `baseline write`); exit 0 "
        "once written, whatever failed",
    )
    gate.add_argument(
        "--allow-unexpected-pass",
        action="store_true",
        help="with --baseline: a scenario or ruling passing unexpectedly is fine",
    )
    parser.add_argument(
        "--strict",
        action="store_true",
        help="an unsupported scenario counts against the run (exit 1), as a failure does; without --baseline only",
    )
    parser.add_argument(
        "--max-text",
        type=int,
        default=None,
        metavar="N",
        help="characters kept of each message and value in report.json (default 4000; 0 keeps them whole)",
    )
    parser.add_argument("--no-progress", action="store_true", help="no progress bar (it only shows on a terminal)")


def _workers(value: str) -> str:
    """`-n`: a whole number >= 0, `auto` or `logical` (checked before the run, not by pytest-xdist after it);
    more workers than CPUs run no faster and each holds a copy of the engine, so a number is capped to them."""
    if value in ("auto", "logical"):
        return value
    if value.isascii() and value.isdigit():
        cpus = os.cpu_count() or 1
        if int(value) > cpus:
            print(f"mtg-conformance run: -n {value}: this machine has {cpus} CPUs; {cpus} workers", file=sys.stderr)
            return str(cpus)
        return str(int(value))
    raise argparse.ArgumentTypeError(f"{value!r} is not a number of workers (a whole number >= 0, auto or logical)")


def _seconds(value: str) -> float:
    """`--engine-timeout`: a finite number of seconds above 0 (inf would overflow the engine's timer)."""
    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds):  # 0 and below are refused by the engine settings, saying "too small"
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of seconds (a finite number, more than 0)")
    return seconds


def _selection_args(args: argparse.Namespace) -> list[str]:
    out = [f"--{name}={v}" for name in ("ruling", "mechanic", "cr", "tag") for v in getattr(args, name)]
    if args.strict:
        out.append("--strict-unsupported")
    for name in ("engine_timeout", "engine_restarts", "engine_cpu", "engine_config", "max_text"):
        if getattr(args, name, None) is not None:
            out.append(f"--{name.replace('_', '-')}={getattr(args, name)}")
    if args.rerun_failed:
        out.append(f"--rerun-failed={Path(args.rerun_failed).resolve()}")
    if args.workers:
        out += ["-n", str(args.workers)]
    if args.k:
        out += ["-k", args.k]
    return out


def _run_engine(engine: str | None, corpus: Path, report_dir: Path, args: argparse.Namespace, extra: list[str]) -> Any:
    """One run of the corpus; (pytest exit code, report or None)."""
    import pytest

    from harness.reports.report import REPORT_NAME, load_report
    from harness.run.progress import ProgressDisplay

    report_path = report_dir / REPORT_NAME
    before = report_path.stat().st_mtime_ns if report_path.exists() else None
    pytest_args = [
        str(corpus),
        *([f"--engine={engine}"] if engine else []),  # none: the engine configuration decides
        f"--corpus={corpus}",
        # scenario ids relative to the corpus's folder wherever it is installed (`features/emerge/...`), and no
        # pytest configuration of the project around it (an engine's addopts, with a venv inside its repository)
        f"--rootdir={corpus.parent}",
        "-c",
        os.devnull,
        f"--report-dir={report_dir}",
        "-q",
        "--tb=no",
        "-rN",  # no "FAILED <node id>" lines: the summary below lists each failure once, by its title
        "--no-header",
        "-p",
        "no:cacheprovider",
        "-W",  # this process imported the harness before pytest could mark it for assertion rewriting: no matter
        "ignore::pytest.PytestAssertRewriteWarning",
        *_selection_args(args),
        *extra,
    ]
    plugins = [] if args.no_progress or not sys.stdout.isatty() else [ProgressDisplay()]
    code = int(pytest.main(pytest_args, plugins=plugins))
    if code == pytest.ExitCode.USAGE_ERROR:
        return 2, None  # a mistake found before the run, said by pytest ("ERROR: ...")
    if not report_path.exists() or report_path.stat().st_mtime_ns == before:
        # nothing ran, or the reports could not be written: the plugin said why
        # the README's exits, not pytest's: 3 an internal error, 2 an interruption (Ctrl-C, said by the plugin)
        readme = {pytest.ExitCode.INTERNAL_ERROR: 70, pytest.ExitCode.INTERRUPTED: 130}
        if code not in (pytest.ExitCode.NO_TESTS_COLLECTED, *readme, 70, 74):
            print(f"mtg-conformance: no report was written (pytest exit code {code})", file=sys.stderr)
        return readme.get(code, code or 1), None
    return code, load_report(report_path)


def _note_small_parallel_run(workers: str | None, corpus: Path) -> None:
    """`-n N` on a corpus smaller than N workers can use costs more than it saves: each worker starts Python,
    collects the whole corpus again and starts its own engine (docs/scaling.md); `-n auto` chooses for itself."""
    if not (workers and workers.isdigit() and int(workers) > 1):
        return
    from harness.run.parallel import SCENARIOS_PER_WORKER, count_scenarios

    scenarios = count_scenarios(corpus)
    if scenarios < int(workers) * SCENARIOS_PER_WORKER:
        print(
            f"mtg-conformance run: note: -n {workers} on {scenarios:,} scenarios is likely slower than a serial run "
            f"(each worker collects the whole corpus and starts its own engine); -n auto chooses (docs/scaling.md)",
            file=sys.stderr,
        )


def _folder(engine: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", engine).strip("_") or "engine"


def _gate(report: dict[str, Any], args: argparse.Namespace, folder: Path) -> int:
    """The baseline's verdict, printed (regressions first, with their cause) and written into report.json and its
    renderings, so a CI job summary showing report.md shows it too."""
    from harness.reports.baseline import load_baseline
    from harness.reports.gate import check
    from harness.reports.renderings import write_report_set
    from harness.reports.report import validate_report

    report_path = str(folder / "report.json")
    result = check(report, load_baseline(args.baseline), args.allow_unexpected_pass, args.baseline, report_path)
    gated = {**report, "baseline": result.to_json()}
    problems = validate_report(gated, "the report with the baseline's verdict")
    if problems:  # a bug: the report stays as the run wrote it, readable by diff and baseline check
        print(f"mtg-conformance run: the verdict is not added to the report: {problems[0]}", file=sys.stderr)
    else:
        write_report_set(folder, gated)
    print("\n".join(result.lines()))
    return 1 if result.failed else 0


def _write_baseline(report: dict[str, Any], path: str) -> int:
    """`--write-baseline`: the run's statuses become what is expected (the one command that rewrites a baseline)."""
    import json

    from harness.atomic import write_text
    from harness.reports.baseline import baseline_from_report

    stopped = report.get("selection", {}).get("stopped")
    if stopped:  # it would expect nothing of the scenarios the run never reached
        print(f"mtg-conformance run: --write-baseline: {path} not written: the run stopped early ({stopped})")
        return 1
    write_text(Path(path), json.dumps(baseline_from_report(report), indent=2, ensure_ascii=False) + "\n")
    print(f"baseline: {path} (expects this run's statuses)")
    return 0


def run(args: argparse.Namespace, extra: list[str]) -> int:
    engines = args.engine or [None]
    if (args.baseline or args.write_baseline) and len(engines) > 1:
        print("mtg-conformance run: a baseline is of one engine; give one --engine", file=sys.stderr)
        return 2
    if args.baseline and args.write_baseline:
        print("mtg-conformance run: give --baseline (gate) or --write-baseline (rewrite), not both", file=sys.stderr)
        return 2
    if args.workers and importlib.util.find_spec("xdist") is None:
        print("mtg-conformance run: -n needs pytest-xdist: pip install 'mtg-conformance[dev]'", file=sys.stderr)
        return 2
    corpus = chosen_corpus(args)
    _note_small_parallel_run(args.workers, corpus)
    if not args.report_dir.strip():
        print("mtg-conformance run: --report-dir is empty: give the folder the reports go to", file=sys.stderr)
        return 2
    report_dir = Path(args.report_dir).resolve()
    lock, problem = _lock(report_dir, corpus)
    if problem:
        print(f"mtg-conformance run: {problem}", file=sys.stderr)
        return 2
    try:
        return _run(engines, corpus, report_dir, args, extra)
    finally:
        lock.release()


def _lock(report_dir: Path, corpus: Path) -> tuple[Any, str | None]:
    """The report folder, locked for this command (the run, then reading its report back: a second run into the
    folder meanwhile is refused, not interleaved); or why not."""
    from harness.reports.report import report_dir_problem
    from harness.reports.reportset import FolderBusy, FolderLock

    lock = FolderLock(report_dir)
    if (corpus / "rulings.json").is_file() and report_dir.is_relative_to(corpus.resolve()):  # else: said by the run
        return lock, (
            f"--report-dir {report_dir} is inside the corpus {corpus}: reports there would become part of it; "
            "give a folder outside it (run from outside the corpus, or pass --report-dir)"
        )
    problem = report_dir_problem(report_dir)
    if problem:
        return lock, problem
    try:
        lock.acquire()
    except FolderBusy as exc:
        return lock, str(exc)
    except OSError as exc:
        return lock, f"--report-dir {report_dir}: can't lock it: {exc.strerror or exc}"
    return lock, None


def _run(engines: list[str | None], corpus: Path, report_dir: Path, args: argparse.Namespace, extra: list[str]) -> int:
    from harness.errors import CorpusError
    from harness.reports.terminal import print_summary

    try:
        if args.baseline:
            from harness.reports.baseline import load_baseline

            load_baseline(args.baseline)  # a bad baseline file is found before the run, not after
        if args.rerun_failed:
            from harness.reports.report import load_report

            load_report(args.rerun_failed)
        worst, reports = 0, []
        for engine in engines:
            folder = report_dir if len(engines) == 1 else report_dir / _folder(engine or "engine")
            code, report = _run_engine(engine, corpus, folder, args, extra)
            if report is None:
                worst = max(worst, code)
                continue
            print_summary(report, failures=not args.baseline)  # with a baseline, its verdict says them
            print(f"report: {folder / 'report.json'}")
            reports.append(report)
            counts = report["summary"]["scenarios"]
            failed = counts["fail"] or counts["error"] or (args.strict and counts["unsupported"])
            if code not in (0, 1, 5):  # interrupted, internal or usage error: the report is not the whole story
                worst = max(worst, code)
            elif args.baseline:
                worst = max(worst, _gate(report, args, folder))
            elif args.write_baseline:
                worst = max(worst, _write_baseline(report, args.write_baseline))
            else:
                worst = max(worst, 1 if failed else code)
    except CorpusError as exc:
        print(f"mtg-conformance run: {exc}", file=sys.stderr)
        return 2
    if len(engines) > 1 and reports:
        from harness.atomic import write_text
        from harness.reports.renderings import render_comparison

        write_text(report_dir / "compare.html", render_comparison(reports))
        print(f"comparison: {report_dir / 'compare.html'}")
    return worst
