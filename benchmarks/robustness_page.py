"""The page of a robustness run, `benchmarks/robustness.md`: each part's counts, the adversarial table, and what a
part that didn't run would have measured."""

from __future__ import annotations

import platform
from typing import Any

from benchmarks.robustness_bounds import section


def _quoted(text: str | None, limit: int = 240) -> str:
    """One line of a record's reason, as Markdown code."""
    line = " / ".join(part.strip() for part in (text or "").splitlines() if part.strip())
    line = line if len(line) <= limit else line[:limit] + "..."
    return "`` " + line.replace("``", "` `") + " ``"


def _parts_run(data: dict[str, Any]) -> list[str]:
    again = {k: v for k, v in data.get("parts_run", {}).items() if v != data["date"]}
    if not again:
        return []
    return [
        "parts run again since with `--only` (Python "
        + platform.python_version()
        + "): "
        + ", ".join(f"{k} on {v}" for k, v in again.items())
        + ";"
    ]


BEFORE_ISSUE_19 = {"tried": 66, "handled": 38, "tracebacks": 12, "wrong_or_flooding": 16, "data_lost": 6}


def _adversarial_section(a: dict[str, Any] | None) -> list[str]:
    if not a:
        return []
    b = BEFORE_ISSUE_19
    lines = [
        "## Bad input, tried as a new user would",
        "",
        "Every case of `tests/test_adversarial.py`: a command line on a small corpus (or on a copy of it with a bad",
        "file), with the exit code and words it must end with. *Handled* means that exit code, those words, no",
        "traceback, no flood of output, and nothing lost (the last report kept when the run can't start or runs",
        "nothing; the run's report written when it runs). Before issue 19, a new user's 66 tries gave:",
        "",
        "| | cases tried | handled with a clear message | tracebacks (goal 0) | silent, wrong or flooding | "
        "data lost (goal 0) |",
        "|---|---:|---:|---:|---:|---:|",
        f"| before (issue 19) | {b['tried']} | {b['handled']} | {b['tracebacks']} | {b['wrong_or_flooding']} | "
        f"{b['data_lost']} |",
        f"| now | {a['tried']} | {a['handled']} | {a['tracebacks']} | {a['wrong_or_flooding']} | {a['data_lost']} |",
        "",
        f"A fixture with {a['bad_ids']['ids']:,} invalid ids: the whole run, reports and terminal summary took "
        f"{a['bad_ids']['seconds']} s and printed {a['bad_ids']['output_lines']} lines (before: 108 s of terminal "
        "summary alone at 2,000 ids, over five minutes at 10,000).",
        "",
        "| case | exit code | handled | what it said |",
        "|---|---:|---|---|",
    ]
    for c in a["cases"]:
        verdict = "yes" if c["handled"] else ("TRACEBACK" if c["traceback"] else (c["lost"] or "wrong or flooding"))
        lines.append(f"| {c['case']} | {c['exit_code']} | {verdict} | {_quoted(c['message'], 120)} |")
    return [*lines, ""]


def render(data: dict[str, Any]) -> str:
    v, i, f, e = data["fuzz_valid"], data["fuzz_invalid"], data["features"], data["engine_faults"]
    d, s, n = data["determinism"], data["interrupts"], data["no_shell"]
    lines = [
        "# Robustness, measured",
        "",
        "Nothing the harness is fed may make it lie or fall over. Figures from one real run of",
        f"`{data['command']}` ({data['date']}, Python {data['python']}, {data['seconds']} s in all);",
        *_parts_run(data),
        "`benchmarks/robustness.json` has every number. Each check is also a test with smaller counts:",
        "`tests/test_fuzz_fixtures.py`, `test_feature_robustness.py`, `test_engine_faults.py`,",
        "`test_subprocess_adapter.py`, `test_determinism.py`, `test_interrupt.py`, `test_no_shell.py`,",
        "`test_adversarial.py`.",
        "",
        "| check | tried | escaped / wrong |",
        "|---|---:|---:|",
        f"| schema-valid boards loaded into the reference engine | {v['tried']} | {v['escaped']} |",
        f"| invalid fixture files refused with file and JSON pointer | {i['tried']} | {i['escaped']} |",
        f"| malformed feature files, each one `error` naming file and why | {f['malformed_files']} | "
        f"{f['malformed_files'] - f['malformed_reported_as_error']} |",
        f"| bad steps and fixture paths, each an `error` of its scenario | {f['bad_scenarios']} | "
        f"{f['bad_scenarios'] - f['bad_scenarios_reported_as_error']} |",
        f"| engine faults injected (whole corpus each) | {e['faults_injected']} | "
        f"{0 if e['all_errors_exactly_the_struck'] else 'see below'} |",
        f"| scenarios struck by a fault, reported `error` | {e['scenarios_struck']} | "
        f"{e['scenarios_struck'] - e['scenarios_error']} |",
        f"| other scenarios compared with a clean run | {sum(r['scenarios'] - r['struck'] for r in e['runs'])} | "
        f"{e['other_scenarios_changed']} changed |",
        f"| scenarios compared across 2 serial runs and a `-n 2` run | {d['scenarios'] * 2} | "
        f"{d['serial_runs_differing_scenarios'] + d['parallel_differing_scenarios']} differing |",
        f"| SIGINTs to `mtg-conformance run` | {s['interrupts']} | {s['broken']} truncated or partial |",
        f"| harness and engine files scanned for shell, eval, exec, pickle, yaml.load | {n['files_scanned']} | "
        f"{len(n['findings'])} |",
        *(
            [
                f"| command lines on bad input, each ending in one clear message with nothing lost | "
                f"{data['adversarial']['tried']} | {data['adversarial']['tried'] - data['adversarial']['handled']} |"
            ]
            if "adversarial" in data
            else []
        ),
        *(
            [
                f"| a second round (issue 31): command lines and unit cases, each bounded, whole and in bounds | "
                f"{data['bounds']['tried']} | {data['bounds']['tried'] - data['bounds']['handled']} |"
            ]
            if "bounds" in data
            else []
        ),
        "",
        f"Reports validated against `schemas/report.schema.json`: {data['reports_validated']} "
        "(every report written above), all valid.",
        "",
        "## Fixture fuzzing (hypothesis)",
        "",
        f"Schema-valid boards ({v['tried']} tried, {v['seconds']} s): "
        + ", ".join(f"{k} {c}" for k, c in v["outcomes"].items())
        + ". Every one either loaded or raised a `BoardError` (a typed `reference_engine.errors.EngineError`) with a"
        " message; the fuzzer once found a token mana cost the schema allows but the engine can't read raising a"
        " `RulesError`, now a `BoardError` (reference_engine/board.py).",
        "",
        "Invalid fixture files, per kind (each written to disk and loaded as a scenario would; the `CorpusError`",
        "must name the file and a JSON pointer or line for every problem, and `validate` must say the same):",
        "",
        "Hypothesis stops a kind early when it has tried every case it can make (wrong type: 14 places x 14",
        "values; deep nesting: a few depths at each place).",
        "",
        "| kind | tried | escaped |",
        "|---|---:|---:|",
        *[f"| {k} | {r['tried']} | {r['escaped']} |" for k, r in i["kinds"].items()],
        "",
        "## Bad features",
        "",
        f"A corpus of the tap/untap features plus {f['malformed_files']} malformed feature files and a feature of",
        f"{f['bad_scenarios']} bad scenarios: every bad file and scenario is one `error`; "
        f"{f['other_scenarios_passing']} of {f['other_scenarios']} other scenarios pass as they do without them; "
        f"tracebacks printed: {f['tracebacks_printed']}. What the report says:",
        "",
        *[f"- {k}: {_quoted(r)}" for k, r in f["examples"].items()],
        "",
        "## Engine faults",
        "",
        f"A clean run of {e['clean_scenarios']} scenarios is recorded; each fault then strikes the requests of a few",
        "scenarios (chosen from the recording) in a run of the whole corpus.",
        "",
        "| fault | struck | error | exactly those | others changed | report valid |",
        "|---|---:|---:|---|---:|---|",
        *[
            f"| {r['fault']} | {r['struck']} | {r['errors']} | {r['errors_exactly_the_struck']} | "
            f"{r['other_scenarios_changed']} | {r['report_valid']} |"
            for r in e["runs"]
        ],
        "",
        f"An in-process adapter whose `hello` raises stops the run before any scenario: exit code "
        f"{e['hello_raises']['exit_code']}, the message said {e['hello_raises']['messages']} time(s), previous report "
        f"kept: {e['hello_raises']['previous_report_kept']}, traceback: {e['hello_raises']['traceback']}.",
        "",
        "Examples of what a struck scenario's record says:",
        "",
        *[f"- {r['fault']}: {_quoted(r['example'])}" for r in e["runs"]],
        "",
        *_adversarial_section(data.get("adversarial")),
        *section(data.get("bounds")),
        "## Determinism",
        "",
        f"{d['scenarios']} scenarios: a second serial run differs on {d['serial_runs_differing_scenarios']},",
        f"the run on {d['parallel_workers']} pytest-xdist workers on {d['parallel_differing_scenarios']}",
        "(status, reason, step, expected, observed; timing aside); rulings, CR and mechanic rollups identical:",
        f"{d['rollups_identical']}.",
        "",
        "## Interrupts",
        "",
        f"{s['interrupts']} SIGINTs spread from start-up to after the end of a {s['whole_run_seconds']} s run: the",
        f"previous report was kept byte for byte {s['previous_report_kept']} times, a complete new report was there",
        f"{s['complete_new_report']} times (the signal came after it was written), never a truncated, partial or",
        "temporary file. An interrupted run doesn't write its report: a report of part of the corpus would call",
        "the rulings it never reached uncovered.",
        "",
        "## Reproduce",
        "",
        "```sh",
        "python benchmarks/robustness.py            # writes benchmarks/robustness.md and .json",
        "python benchmarks/robustness.py --quick    # smaller counts, a minute or two",
        "python benchmarks/robustness.py --only adversarial   # one part again; the others from robustness.json",
        "python benchmarks/robustness.py --only bounds        # the second round of bad input (issue 31)",
        "```",
        "",
    ]
    return "\n".join(lines)
