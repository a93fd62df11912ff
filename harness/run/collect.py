"""The pytest side of results: each scenario's status from how its steps ended, its record carried on the test
report (so pytest-xdist's controller sees every worker's), and the reports written when the run ends."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from harness.engines.protocol import CR_RULE
from harness.errors import CorpusError
from harness.reports.renderings import write_report_set
from harness.reports.report import build_report, now, validate_report
from harness.reports.results import MAX_PROBLEMS, MAX_TEXT, ScenarioResult, shorten, shorten_value
from harness.run.outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported

results_key = pytest.StashKey[list[ScenarioResult]]()
hello_key = pytest.StashKey[dict[str, Any]]()
started_key = pytest.StashKey[str]()
selection_key = pytest.StashKey[dict[str, Any]]()
# the scenario's refusal checks not made (the session's list, filled as the steps run)
reasons_not_given_key = pytest.StashKey[list[dict[str, Any]]]()
stopped_key = pytest.StashKey[str]()  # why a run ended before its last scenario (`-x`), making it partial
items_run_key = pytest.StashKey[int]()  # tests that started (a @pending scenario, skipped, counts)


def _marks(item: pytest.Item, name: str) -> list[str]:
    return sorted({m.args[0] for m in item.iter_markers(name) if m.args})


def classify(
    item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport, limit: int = MAX_TEXT
) -> ScenarioResult:
    """The scenario's status from how its steps ended; each message and value shortened to `limit` characters."""
    result = _classify(item, call, report)
    _bad_rule_tags(result)
    if result.reason is not None:
        result.reason = shorten(result.reason, limit)
    result.expected, result.observed = shorten_value(result.expected, limit), shorten_value(result.observed, limit)
    return result


def _bad_rule_tags(result: ScenarioResult) -> None:
    """A `@cr:` tag that is no rule number (`@cr:３０２` in fullwidth digits) is the scenario's error, and is left
    out of the report, which names rules by number only."""
    bad = [rule for rule in result.cr if not CR_RULE.match(rule)]
    if bad:
        result.cr = [rule for rule in result.cr if CR_RULE.match(rule)]
        result.status = "error"
        result.reason = f"@cr:{bad[0]} is not a CR rule number (ASCII digits, e.g. @cr:302.6)"


def _problems_text(exc: CorpusError) -> str:
    lines = [str(p) if p.file else p.message for p in exc.problems[:MAX_PROBLEMS]]
    left = len(exc.problems) - MAX_PROBLEMS
    if left > 0:
        lines.append(f"... and {left:,} more problems (`mtg-conformance validate` lists them all)")
    return "\n".join(lines)


def _classify(item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> ScenarioResult:
    path = getattr(item, "path", None)
    result = ScenarioResult(
        id=item.nodeid,
        feature=str(path.name if path else ""),
        scenario=scenario_name(item),
        status="pass",
        rulings=_marks(item, "ruling"),
        cr=_marks(item, "cr"),
        mechanics=_marks(item, "mechanic"),
        cards=[c.replace("_", " ") for c in _marks(item, "card")],
        duration=round(report.duration, 6),
    )
    unchecked = item.stash.get(reasons_not_given_key, None)
    if unchecked:
        result.reasons_not_given = [dict(r) for r in unchecked]
    exc = call.excinfo.value if call.excinfo else None
    if exc is None:
        if report.skipped:
            result.status, result.reason = "unsupported", "skipped"
        return result
    if isinstance(exc, ScenarioUnsupported):
        result.status, result.reason = "unsupported", exc.kind
    elif isinstance(exc, ConformanceFailure):
        result.status, result.reason = "fail", f"{exc.step}: expected {exc.expected}, observed {exc.observed}"
        result.step, result.expected, result.observed = exc.step, _jsonable(exc.expected), _jsonable(exc.observed)
    elif isinstance(exc, AssertionError):
        result.status, result.reason = "fail", str(exc) or "assertion failed"
    elif isinstance(exc, CorpusError):  # bad input: each problem with its file and pointer when it has them
        result.status, result.reason = "error", _problems_text(exc)
    elif isinstance(exc, EngineFault):
        result.status, result.reason = "error", str(exc)
    else:
        result.status, result.reason = "error", f"{type(exc).__name__}: {exc}"
    return result


def scenario_name(item: pytest.Item) -> str:
    doc = getattr(getattr(item, "obj", None), "__doc__", None) or item.name
    return doc.split(": ", 1)[-1]


def _jsonable(value: Any) -> Any:
    return value if isinstance(value, str | int | float | bool | list | dict | type(None)) else repr(value)


class InvalidReport(Exception):
    """The run's report departs from the report schema: it must not replace the last good one."""


def write_reports(
    report_dir: Path, results: list[ScenarioResult], config: pytest.Config, corpus: Path, check: bool = True
) -> Path:
    """report.json and its renderings (Markdown, HTML, JUnit XML, badge) in `report_dir`, replacing the previous
    set together; a report that fails its own schema replaces nothing (InvalidReport)."""

    adapter = config.getoption("--engine")
    engine = {"adapter": adapter, **config.stash.get(hello_key, {"name": adapter, "version": None})}
    workers = getattr(config.option, "numprocesses", 0)
    selection = config.stash.get(selection_key, None)
    stopped = config.stash.get(stopped_key, None)
    if stopped:  # the rulings it never reached are not called uncovered
        selection = {**(selection or {}), "partial": True, "stopped": stopped}
    report = build_report(
        results,
        corpus,
        engine,
        config.stash.get(started_key, now()),
        selection,
        workers if isinstance(workers, int) else 0,
    )
    problems = validate_report(report, "the run's report") if check else []
    if problems:
        raise InvalidReport("; ".join(str(p) for p in problems[:3]))
    return write_report_set(report_dir, report)


RESULT_PROPERTY = "conformance"
RUN_PROPERTY = "conformance_run"


def run_info(config: pytest.Config) -> dict[str, Any]:
    """What the controller of a parallel run can't know by itself: the engine's hello and the selection."""
    return {"engine": config.stash.get(hello_key, None), "selection": config.stash.get(selection_key, None)}


class ResultCollector:
    """Gathers scenario results from test reports' `user_properties`: in a serial run from this process,
    under pytest-xdist on the controller from every worker (the workers' own lists are never written)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "setup":
            self.config.stash[items_run_key] = self.config.stash.get(items_run_key, 0) + 1
        for name, value in report.user_properties:
            if name == RESULT_PROPERTY:
                self.config.stash[results_key].append(ScenarioResult.from_json(dict(value)))
            elif name == RUN_PROPERTY:
                for key, stash_key in (("engine", hello_key), ("selection", selection_key)):
                    if value.get(key) is not None and stash_key not in self.config.stash:
                        self.config.stash[stash_key] = value[key]


def write_reports_elsewhere(
    results: list[ScenarioResult], config: pytest.Config, corpus: Path, check: bool = True
) -> Path | None:
    """The run's reports in a new temporary folder, when the report folder failed after the run: not lost."""
    import tempfile

    try:
        folder = Path(tempfile.mkdtemp(prefix="mtg-conformance-report-"))
        write_reports(folder, results, config, corpus, check)
    except OSError:
        return None
    return folder
