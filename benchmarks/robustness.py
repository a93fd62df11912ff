"""Robustness, measured: fixture fuzzing, bad features, engine faults, determinism, interrupts and the no-shell
scan, with many more cases than the test suite runs. Writes `benchmarks/robustness.json` and
`benchmarks/robustness.md`.

Usage: `python benchmarks/robustness.py [--valid N] [--invalid N] [--interrupts N] [--quick]` from the checkout.
Every check here is also a test (tests/test_fuzz_fixtures.py, test_feature_robustness.py, test_engine_faults.py,
test_subprocess_adapter.py, test_determinism.py, test_interrupt.py, test_no_shell.py), with smaller counts.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, given, settings  # noqa: E402

from benchmarks.robustness_bounds import bounds  # noqa: E402
from benchmarks.robustness_page import render  # noqa: E402
from harness.reports.report import validate_report  # noqa: E402
from tests.adversarial_parts import RUN as ADVERSARIAL_RUN  # noqa: E402
from tests.adversarial_parts import Case, many_bad_ids  # noqa: E402
from tests.engines.raising import FAULTS as IN_PROCESS_FAULTS  # noqa: E402
from tests.engines.recording import by_scenario, outcomes, record_corpus, run_corpus_to  # noqa: E402
from tests.fuzz_invalid_fixtures import INVALID, check_refused  # noqa: E402
from tests.test_adversarial import CASES as ADVERSARIAL  # noqa: E402
from tests.test_adversarial import attempt, previous_report  # noqa: E402
from tests.test_feature_robustness import MALFORMED, NOT_UTF8, ODD_ERRORS, make_corpus  # noqa: E402
from tests.test_feature_robustness import run as run_bad_corpus  # noqa: E402
from tests.test_fuzz_fixtures import load_into_engine, valid_boards  # noqa: E402
from tests.test_interrupt import check_report_folder, interrupted_run, timed_run  # noqa: E402
from tests.test_no_shell import findings, sources  # noqa: E402
from tests.test_subprocess_adapter import FAULTS as SUBPROCESS_FAULTS  # noqa: E402
from tests.test_subprocess_adapter import faulty, strike  # noqa: E402

OUT = ROOT / "benchmarks"
SUBPROCESS_OPTIONS = ("--engine-timeout=2", "--engine-restarts=100")


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


def fuzz_valid(examples: int) -> dict[str, Any]:
    """Schema-valid boards into the reference engine: what each load gave; anything untyped is an escape."""
    from reference_engine.engine import ReferenceEngine

    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    outcomes_seen: Counter[str] = Counter()
    escapes: list[str] = []

    @_settings(examples)
    @given(board=valid_boards())
    def load(board: dict[str, Any]) -> None:
        try:
            outcomes_seen[load_into_engine(engine, board)] += 1
        except Exception as exc:  # an escape: recorded, not raised, so the count goes on
            outcomes_seen["escaped"] += 1
            escapes.append(f"{type(exc).__name__}: {exc} at {traceback.extract_tb(exc.__traceback__)[-1]}")

    started = time.monotonic()
    load()
    return {
        "tried": sum(outcomes_seen.values()),
        "outcomes": dict(sorted(outcomes_seen.items())),
        "escaped": len(escapes),
        "escapes": escapes[:20],
        "seconds": round(time.monotonic() - started, 1),
    }


def fuzz_invalid(examples: int) -> dict[str, Any]:
    """Invalid fixture files, per kind: each must be refused with file and pointer, never a traceback."""
    kinds: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as folder:
        for kind, strategy in INVALID.items():
            kinds[kind] = _fuzz_invalid_kind(Path(folder), strategy(), examples)
    return {
        "tried": sum(k["tried"] for k in kinds.values()),
        "escaped": sum(k["escaped"] for k in kinds.values()),
        "kinds": kinds,
    }


def _fuzz_invalid_kind(folder: Path, strategy: Any, examples: int) -> dict[str, Any]:
    tried, escapes = [0], []

    @_settings(examples)
    @given(data=strategy)
    def refuse(data: bytes) -> None:
        tried[0] += 1
        try:
            check_refused(folder, data)
        except BaseException as exc:  # an escape is counted, whatever it is
            escapes.append(f"{type(exc).__name__}: {str(exc)[:300]}")

    refuse()
    return {"tried": tried[0], "escaped": len(escapes), "escapes": escapes[:5]}


def features(work: Path) -> dict[str, Any]:
    """The bad corpus of tests/test_feature_robustness.py: malformed files and bad scenarios among good ones."""
    done, report = run_bad_corpus(make_corpus(work / "bad-corpus"), work / "bad-corpus" / "reports")
    records = report["scenarios"]
    malformed = [s for s in records if s["scenario"] == "malformed feature"]
    odd = [s for s in records if s["feature"] == "odd.feature" and s["scenario"] in ODD_ERRORS]
    good = [s for s in records if s not in malformed and s not in odd]
    return {
        "malformed_files": len(MALFORMED) + 1,
        "malformed_reported_as_error": sum(s["status"] == "error" for s in malformed),
        "bad_scenarios": len(ODD_ERRORS),
        "bad_scenarios_reported_as_error": sum(s["status"] == "error" for s in odd),
        "other_scenarios": len(good),
        "other_scenarios_passing": sum(s["status"] == "pass" for s in good),
        "tracebacks_printed": int("Traceback" in done.stdout + done.stderr),
        "report_valid": validate_report(report) == [],
        "examples": {s["scenario"] if s in odd else s["feature"]: s["reason"] for s in malformed + odd},
        "not_utf8_file": NOT_UTF8[0],
    }


def _fault_run(
    work: Path, name: str, engine: str, clean: dict[str, Any], struck: set[str], *args: str, env: Any = None
) -> dict[str, Any]:
    report = run_corpus_to(work / name.replace(" ", "-"), engine, *args, env=env)
    seen, expected = outcomes(report), outcomes(clean)
    errors = {sid for sid, r in seen.items() if r["status"] == "error"}
    changed = [sid for sid in expected if sid not in struck and seen.get(sid) != expected[sid]]
    return {
        "fault": name,
        "scenarios": len(seen),
        "struck": len(struck),
        "errors": len(errors),
        "errors_exactly_the_struck": errors == struck,
        "other_scenarios_changed": len(changed),
        "missing_from_report": len(set(expected) - set(seen)),
        "report_valid": validate_report(report) == [],
        "example": next((seen[s]["reason"][:240] for s in sorted(struck) if s in seen), None),
    }


def engine_faults(work: Path) -> dict[str, Any]:
    """Each fault on the whole corpus, striking a few scenarios; compared with a clean run, scenario by scenario."""
    clean, lines = record_corpus(work / "clean")
    requests = by_scenario(lines)
    runs = []
    for adapter, (kind, _) in sorted(IN_PROCESS_FAULTS.items()):
        text, struck = strike(kind, requests)
        env = {"MTG_FAULT_ON": kind, "MTG_FAULT_MATCH": text}
        engine = f"tests.engines.raising:{adapter}"
        runs.append(_fault_run(work, f"in-process {adapter}", engine, clean, struck, env=env))
    for script, (kind, _) in sorted(SUBPROCESS_FAULTS.items()):
        text, struck = strike(kind, requests)
        engine = faulty(script, "--on", kind, "--match", text)
        runs.append(
            _fault_run(
                work, f"subprocess {script}", engine, clean, struck, "--engine-timeout=2", "--engine-restarts=100"
            )
        )
    hello = attempt(
        Case("hello raises", (*ADVERSARIAL_RUN, "--engine", "tests.engines.raising:HelloRaises"), 2, keeps_report=True),
        work / "hello",
        previous_report(work / "hello-previous"),
    )
    return {
        "clean_scenarios": len(clean["scenarios"]),
        "faults_injected": len(runs) + 1,
        "scenarios_struck": sum(r["struck"] for r in runs),
        "scenarios_error": sum(r["errors"] for r in runs),
        "all_errors_exactly_the_struck": all(r["errors_exactly_the_struck"] for r in runs),
        "other_scenarios_changed": sum(r["other_scenarios_changed"] for r in runs),
        "reports_validated": sum(r["report_valid"] for r in runs),
        "runs": runs,
        "hello_raises": {
            "exit_code": hello.code,
            "messages": hello.output.count("deliberately broken hello"),
            "previous_report_kept": hello.lost is None,
            "traceback": hello.traceback,
        },
    }


def _said(output: str, says: tuple[str, ...]) -> str:
    """The line of `output` that says the first expected phrase (else its last line): the case's message."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    start = says[0][:30] if says else None
    return next((line for line in lines if start and start in line), lines[-1] if lines else "")


def adversarial(work: Path, bad_ids: int) -> dict[str, Any]:
    """Every case of tests/test_adversarial.py (bad input tried as a new user would), counted; then the time a
    run takes over a fixture with `bad_ids` invalid ids (issue 19: 108 s of terminal summary at 2,000)."""
    previous = previous_report(work / "adversarial-previous")
    cases = []
    for n, case in enumerate(ADVERSARIAL):
        started = time.monotonic()
        outcome = attempt(case, work / f"adversarial-{n}", previous)
        codes = case.code if isinstance(case.code, tuple) else (case.code,)
        flood = outcome.output.count("\n") > case.max_lines
        cases.append(
            {
                "case": case.name,
                "exit_code": outcome.code,
                "expected_code": list(codes),
                "handled": outcome.code in codes
                and outcome.said
                and not outcome.traceback
                and not outcome.lost
                and not flood,
                "traceback": outcome.traceback,
                "lost": outcome.lost,
                "flood": flood,
                "said": outcome.said,
                "seconds": round(time.monotonic() - started, 1),
                "message": _said(outcome.output, case.says)[:200],
            }
        )
    big = Case("bad ids", ADVERSARIAL_RUN, 1, writes_report=True, prepare=many_bad_ids(bad_ids))
    started = time.monotonic()
    outcome = attempt(big, work / "bad-ids", previous)
    return {
        "tried": len(cases),
        "handled": sum(c["handled"] for c in cases),
        "tracebacks": sum(c["traceback"] for c in cases),
        "data_lost": sum(c["lost"] is not None for c in cases),
        "wrong_or_flooding": sum(not c["handled"] and not c["traceback"] and c["lost"] is None for c in cases),
        "cases": cases,
        "bad_ids": {
            "ids": bad_ids,
            "seconds": round(time.monotonic() - started, 1),
            "output_lines": outcome.output.count("\n"),
            "handled": outcome.lost is None and not outcome.traceback,
        },
    }


def determinism(work: Path) -> dict[str, Any]:
    """The whole corpus twice serially and once on two pytest-xdist workers."""
    first = run_corpus_to(work / "first", "reference")
    second = run_corpus_to(work / "second", "reference")
    parallel = run_corpus_to(work / "parallel", "reference", "-n", "2")
    base = outcomes(first)
    return {
        "scenarios": len(base),
        "serial_runs_differing_scenarios": sum(outcomes(second).get(k) != v for k, v in base.items()),
        "parallel_differing_scenarios": sum(outcomes(parallel).get(k) != v for k, v in base.items()),
        "parallel_workers": parallel["platform"].get("workers"),
        "rollups_identical": all(parallel[k] == first[k] for k in ("rulings", "cr_sections", "mechanics")),
        "reports_validated": sum(validate_report(r) == [] for r in (first, second, parallel)),
    }


def interrupts(work: Path, moments: int) -> dict[str, Any]:
    """SIGINT to `mtg-conformance run` at `moments` evenly spread moments from start-up to after the end."""
    report_dir = work / "interrupted"
    whole = timed_run(report_dir)
    ids = sorted(s["id"] for s in json.loads((report_dir / "report.json").read_text(encoding="utf-8"))["scenarios"])
    seen: Counter[str] = Counter()
    for i in range(moments):
        previous = (report_dir / "report.json").read_bytes()
        interrupted_run(report_dir, whole * 1.2 * (i + 0.5) / moments)
        try:
            seen[check_report_folder(report_dir, previous, ids)] += 1
        except (AssertionError, Exception) as exc:  # counted as broken, the run goes on
            seen[f"broken: {exc}"[:200]] += 1
    return {
        "whole_run_seconds": round(whole, 1),
        "interrupts": moments,
        "previous_report_kept": seen["kept"],
        "complete_new_report": seen["new"],
        "broken": sum(v for k, v in seen.items() if k.startswith("broken")),
        "reports_validated": seen["new"] + 1,
    }


def no_shell() -> dict[str, Any]:
    files = sources()
    found = [f for path in files for f in findings(path)]
    return {"files_scanned": len(files), "findings": found}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--valid", type=int, default=2000, help="schema-valid boards to fuzz")
    parser.add_argument("--invalid", type=int, default=500, help="invalid fixture files to fuzz, per kind")
    parser.add_argument("--interrupts", type=int, default=12, help="SIGINTs to send")
    parser.add_argument("--quick", action="store_true", help="200 / 50 / 4")
    parser.add_argument("--bad-ids", type=int, default=10_000, help="invalid ids in one fixture, timed")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="PART",
        help="run only this part (repeatable); the others are taken from the existing robustness.json",
    )
    parser.add_argument("--out", default=str(OUT), help="folder for robustness.md and robustness.json")
    args = parser.parse_args(argv)
    if args.quick:
        args.valid, args.invalid, args.interrupts = 200, 50, 4
    started = time.monotonic()
    out = Path(args.out)
    data: dict[str, Any] = json.loads((out / "robustness.json").read_text(encoding="utf-8")) if args.only else {}
    data.setdefault("parts_run", {})
    if not args.only:
        data.update(
            command="python benchmarks/robustness.py" + (" --quick" if args.quick else ""),
            date=time.strftime("%Y-%m-%d"),
            python=platform.python_version(),
        )
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        steps = [
            ("fuzz_valid", lambda: fuzz_valid(args.valid)),
            ("fuzz_invalid", lambda: fuzz_invalid(args.invalid)),
            ("features", lambda: features(work)),
            ("engine_faults", lambda: engine_faults(work)),
            ("determinism", lambda: determinism(work)),
            ("interrupts", lambda: interrupts(work, args.interrupts)),
            ("no_shell", no_shell),
            ("adversarial", lambda: adversarial(work, args.bad_ids)),
            ("bounds", lambda: bounds(work)),
        ]
        unknown = set(args.only) - {name for name, _ in steps}
        if unknown:
            parser.error(f"no part named {', '.join(sorted(unknown))}")
        for name, step in steps:
            if args.only and name not in args.only:
                continue
            t = time.monotonic()
            data[name] = step()
            data["parts_run"][name] = time.strftime("%Y-%m-%d")
            print(f"{name}: {time.monotonic() - t:.0f} s", file=sys.stderr)
    data["seconds"] = data.get("seconds", 0) if args.only else round(time.monotonic() - started)
    data["reports_validated"] = (
        int(data["features"]["report_valid"])
        + data["engine_faults"]["reports_validated"]
        + data["determinism"]["reports_validated"]
        + data["interrupts"]["reports_validated"]
    )
    (out / "robustness.json").write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "robustness.md").write_text(render(data), encoding="utf-8")
    print(f"wrote {out / 'robustness.md'} and {out / 'robustness.json'}", file=sys.stderr)
    failed = (
        data["fuzz_valid"]["escaped"]
        + data["fuzz_invalid"]["escaped"]
        + data["engine_faults"]["other_scenarios_changed"]
        + data["interrupts"]["broken"]
        + len(data["no_shell"]["findings"])
        + data["adversarial"]["tracebacks"]
        + data["adversarial"]["data_lost"]
        + sum(data.get("bounds", {}).get(k, 0) for k in ("tracebacks", "hangs", "data_lost", "outside"))
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
