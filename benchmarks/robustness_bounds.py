"""The `bounds` part of benchmarks/robustness.py: the second round of bad input (issue 31), counted.

Every command line of tests/test_robustness_commands.py (on a small corpus, each in its own folder) and every
unit-level case of tests/test_robustness_inputs.py and test_robustness_reports.py. A command line is *handled*
when it ends with its exit code and words, within the time allowed, without a traceback, a flood of output, a lost
report or a file written outside the corpus and the report folder.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from tests.test_adversarial import previous_report
from tests.test_robustness_commands import CASES, HANG, attempt

ROOT = Path(__file__).resolve().parent.parent
UNIT_TESTS = ("tests/test_robustness_inputs.py", "tests/test_robustness_reports.py")

#: what the issue counted before the fixes: 159 new kinds of bad input
BEFORE = {"tried": 159, "handled": 111, "tracebacks": 8, "hangs": 5, "data_lost": 4, "outside": 5, "wrong": 26}


def _command_case(case: Any, work: Path, previous: Path) -> dict[str, Any]:
    started = time.monotonic()
    outcome = attempt(case, work, previous)
    codes = case.code if isinstance(case.code, tuple) else (case.code,)
    flood = outcome.output.count("\n") > case.max_lines
    hung = outcome.code is None
    handled = (
        not hung and outcome.code in codes and outcome.said and not outcome.traceback and outcome.lost is None
        and not flood and not outcome.outside
    )  # fmt: skip
    lines = [line.strip() for line in outcome.output.splitlines() if line.strip()]
    first = case.says[0][:30] if case.says else None
    message = next((line for line in lines if first and first in line), lines[-1] if lines else "")
    return {
        "case": case.name,
        "exit_code": outcome.code,
        "expected_code": list(codes),
        "handled": handled,
        "traceback": outcome.traceback,
        "hung": hung,
        "lost": outcome.lost,
        "outside": outcome.outside,
        "flood": flood,
        "seconds": round(time.monotonic() - started, 1),
        "message": message.replace(str(work), "<case folder>")[:200],
    }


def _unit_cases(work: Path) -> list[dict[str, Any]]:
    junit = work / "units.xml"
    command = [sys.executable, "-m", "pytest", *UNIT_TESTS, "-q", "-p", "no:cacheprovider", f"--junitxml={junit}"]
    subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False)
    cases = []
    for test in ET.parse(junit).getroot().iter("testcase"):
        failed = test.find("failure") is not None or test.find("error") is not None
        text = (test.find("failure") or test.find("error"))
        cases.append(
            {
                "case": f"{test.get('classname', '').rsplit('.', 1)[-1]}::{test.get('name')}",
                "handled": not failed and test.find("skipped") is None,
                "traceback": False,
                "hung": False,
                "lost": None,
                "outside": [],
                "message": (text.get("message", "") if text is not None else "")[:200],
            }
        )
    return cases


def bounds(work: Path) -> dict[str, Any]:
    """Every case, counted as the issue counted them."""
    previous = previous_report(work / "bounds-previous")
    commands = [_command_case(case, work / f"bounds-{n}", previous) for n, case in enumerate(CASES)]
    units = _unit_cases(work)
    every = commands + units
    return {
        "tried": len(every),
        "command_lines": len(commands),
        "unit_cases": len(units),
        "handled": sum(c["handled"] for c in every),
        "tracebacks": sum(c["traceback"] for c in every),
        "hangs": sum(c["hung"] for c in every),
        "data_lost": sum(c["lost"] is not None for c in every),
        "outside": sum(bool(c["outside"]) for c in every),
        "wrong": sum(
            not c["handled"] and not c["traceback"] and not c["hung"] and c["lost"] is None and not c["outside"]
            for c in every
        ),
        "hang_limit_seconds": HANG,
        "cases": commands,
        "unit_failures": [c for c in units if not c["handled"]],
    }


def section(b: dict[str, Any] | None) -> list[str]:
    """The part's section of robustness.md."""
    if not b:
        return []
    before = BEFORE
    row = "| {} | {tried} | {handled} | {tracebacks} | {hangs} | {data_lost} | {outside} | {wrong} |"
    lines = [
        "## The corpus is a boundary, every input is bounded, a report is whole (issue 31)",
        "",
        f"The second round of bad input: {b['command_lines']} command lines of `tests/test_robustness_commands.py`",
        "(each on its own copy of a small corpus, with the last good report in its report folder) and "
        f"{b['unit_cases']} unit-level",
        "cases of `tests/test_robustness_inputs.py` and `test_robustness_reports.py` (a named pipe, a device, a",
        "file over the bound, a key given twice, a BOM, a NUL byte, a link or a pipe as an output, a kill while the",
        "reports move in, two runs into one folder, an engine leaving a child, `os._exit` from an adapter, a flaky",
        "engine, import-rulings at 1,500 and 6,000 paragraphs...). *Hangs*: no end within "
        f"{b['hang_limit_seconds']} s; *outside*: a file",
        "written outside the corpus and the report folder; *wrong*: the wrong exit code or words, or a flood.",
        "",
        "| | cases tried | handled | tracebacks | hangs | data lost | writes outside | silent or wrong |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
        row.format("before (issue 31)", **before),
        row.format("now", **{k: b[k] for k in before}),
        "",
        "| command line | exit code | handled | what it said |",
        "|---|---:|---|---|",
    ]
    for c in b["cases"]:
        verdict = "yes" if c["handled"] else (
            "HUNG" if c["hung"] else "TRACEBACK" if c["traceback"] else c["lost"] or
            (f"wrote {c['outside']}" if c["outside"] else "wrong or flooding")
        )  # fmt: skip
        message = c["message"].replace("|", "\\|").replace("`", "'")
        lines.append(f"| {c['case']} | {c['exit_code']} | {verdict} | `{message[:120]}` |")
    for c in b["unit_failures"]:
        lines.append(f"| {c['case']} (unit) | - | FAILED | `{c['message'][:120]}` |")
    return [*lines, ""]


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        print(bounds(Path(folder)))
