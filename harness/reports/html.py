"""One self-contained static HTML page per report (templates in `harness/reports/templates/`): the ruling × status
matrix with filters, each ruling's text, and each failing scenario's step with expected vs observed.
Several reports (one per engine) give one comparison page: rulings × engines."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jinja2

from harness import __version__
from harness.reports.history import MAX_SHOWN, Step, describe, section_rows, steps
from harness.reports.labels import distinct_labels, engine_label
from harness.reports.report import now
from harness.reports.results import MAX_TEXT, shorten

STATUSES = ("pass", "fail", "error", "unsupported", "uncovered")


@cache
def environment() -> jinja2.Environment:
    """The Jinja environment of `harness/reports/templates/` (autoescaped; other pages extend `base.html.j2`)."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("harness.reports", "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["pretty"] = pretty
    return env


def pretty(value: Any) -> str:
    """A JSON value as readable text: strings as they are, anything else as indented JSON; capped (a report
    written with `--max-text 0` keeps whole answers, the page shows their start)."""
    return shorten(value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False), MAX_TEXT)


def _ruling_view(ruling: dict[str, Any], scenarios: dict[str, dict[str, Any]]) -> dict[str, Any]:
    members = [scenarios[i] for i in ruling["scenarios"] if i in scenarios]
    order = {s: n for n, s in enumerate(("fail", "error", "unsupported", "pass"))}
    return {**ruling, "members": sorted(members, key=lambda s: (order[s["status"]], s["id"]))}


def _common(report: dict[str, Any]) -> dict[str, Any]:
    return {"harness_version": __version__, "generated": now(), "statuses": STATUSES}


def render_html(report: dict[str, Any]) -> str:
    """The report as one HTML page."""
    scenarios = {s["id"]: s for s in report["scenarios"]}
    rulings = [_ruling_view(r, scenarios) for r in report["rulings"]]
    mechanics = sorted({r.get("mechanic", "?") for r in rulings})
    mechanic_of = {r["id"]: r.get("mechanic", "?") for r in report["rulings"]}
    failures = [
        {**s, "filter_mechanics": sorted({mechanic_of.get(r, "?") for r in s["rulings"]} | set(s.get("mechanics", [])))}
        for s in report["scenarios"]
        if s["status"] in ("fail", "error")
    ]
    return (
        environment()
        .get_template("report.html.j2")
        .render(
            report=report,
            engine=engine_label(report),
            rulings=rulings,
            mechanics=mechanics,
            failures=failures,
            unchecked=[s for s in report["scenarios"] if s.get("reasons_not_given")],
            **_common(report),
        )
    )


def _comparison_rows(reports: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per ruling of any report: its text and, per engine, the ruling's result and scenarios."""
    rows: dict[str, dict[str, Any]] = {}
    for n, report in enumerate(reports):
        scenarios = {s["id"]: s for s in report["scenarios"]}
        for ruling in report["rulings"]:
            row = rows.setdefault(ruling["id"], {"id": ruling["id"], "results": [None] * len(reports)})
            for key in ("text", "mechanic", "rules"):
                if key in ruling:
                    row.setdefault(key, ruling[key])
            row["results"][n] = _ruling_view(ruling, scenarios)
    for row in rows.values():
        statuses = [r["status"] if r else "missing" for r in row["results"]]
        row["statuses"] = statuses
        row["differs"] = len(set(statuses)) > 1
    return [rows[k] for k in sorted(rows)]


def render_comparison(reports: list[dict[str, Any]]) -> str:
    """Several reports (engines side by side, or one engine's versions, oldest first) as one page: rulings ×
    reports, CR sections × reports, and what each report gained and lost against the one before it."""
    rows = _comparison_rows(reports)
    engines = distinct_labels(reports)
    mechanics = sorted({r.get("mechanic", "?") for r in rows})
    changes = [{"step": step, "lists": _lists(step)} for step in steps(reports, engines)]
    return (
        environment()
        .get_template("compare.html.j2")
        .render(
            reports=reports,
            engines=engines,
            rows=rows,
            mechanics=mechanics,
            changes=changes,
            sections=section_rows(reports),
            **_common(reports[0]),
        )
    )


def _lists(step: Step) -> list[tuple[str, list[str], int]]:
    """Each kind of change of a step: its title, its first changes as text, how many there are."""
    kinds = (("Regressions", step.regressed), ("Improvements", step.improved), ("Other changes", step.changed))
    return [(title, [describe(c) for c in items[:MAX_SHOWN]], len(items)) for title, items in kinds]
