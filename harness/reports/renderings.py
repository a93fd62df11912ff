"""Renderings of a report (DESIGN §5): Markdown for `$GITHUB_STEP_SUMMARY`, one static HTML page (or a
comparison page for several engines), JUnit XML for CI test tabs, and a shields.io endpoint badge."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.atomic import write_text
from harness.reports.badge import render_badge
from harness.reports.html import render_comparison, render_html
from harness.reports.junit import render_junit
from harness.reports.markdown import render_markdown

__all__ = [
    "FILES",
    "render_badge",
    "render_comparison",
    "render_html",
    "render_junit",
    "render_markdown",
    "write_renderings",
    "write_report_set",
]

#: rendering -> file name written beside report.json
FILES = {"markdown": "report.md", "html": "report.html", "junit": "junit.xml", "badge": "badge.json"}


def render(report: dict[str, Any], kind: str) -> str:
    """`report` as `kind` (a key of FILES), as text."""
    if kind == "badge":
        return json.dumps(render_badge(report), indent=2) + "\n"
    return {"markdown": render_markdown, "html": render_html, "junit": render_junit}[kind](report)


def write_report_set(report_dir: Path, report: dict[str, Any]) -> Path:
    """report.json and every rendering of it, replacing the folder's previous set together
    (harness.reports.reportset): never a new report.json beside an old report.html."""
    from harness.reports.reportset import publish

    files = {"report.json": json.dumps(report, indent=2, ensure_ascii=False) + "\n"}
    files.update({name: render(report, kind) for kind, name in FILES.items()})
    publish(report_dir, files)
    return report_dir / "report.json"


def write_renderings(report_dir: Path, report: dict[str, Any]) -> dict[str, Path]:
    """Every rendering of `report` into `report_dir`, each written atomically."""
    written = {}
    for kind, name in FILES.items():
        write_text(report_dir / name, render(report, kind))
        written[kind] = report_dir / name
    return written
