"""Merging the reports of one corpus split across machines (pytest-split shards, or any disjoint selections)
into one report of the same format (DESIGN §5), as if one machine had run them all.

The shards must be of the same engine (name and version) and the same corpus revision, and no scenario may be
in two of them. The merged run is complete when the shards together hold every scenario they were chosen
from (each shard's scenarios plus those it deselected); otherwise it is recorded as partial.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

from harness.errors import Problem
from harness.reports.report import ReportError, _seconds, build_report
from harness.reports.results import ScenarioResult

_FILTERS = ("rulings", "mechanics", "cr", "tags", "rerun_failed", "keyword")
_RESULT_FIELDS = {f.name for f in fields(ScenarioResult)}


def _same(reports: list[tuple[str, dict[str, Any]]], what: str, get: Any) -> None:
    first_label, first = reports[0]
    for label, report in reports[1:]:
        if get(report) != get(first):
            raise ReportError(
                Problem(label, f"/{what}", f"{what} {get(report)!r} differs from {get(first)!r} in {first_label}")
            )


def _results(reports: list[tuple[str, dict[str, Any]]]) -> list[ScenarioResult]:
    seen: dict[str, str] = {}
    results = []
    for label, report in reports:
        for i, record in enumerate(report["scenarios"]):
            if record["id"] in seen:
                raise ReportError(
                    Problem(
                        label, f"/scenarios/{i}/id", f"{record['id']} is also in {seen[record['id']]}: shards overlap"
                    )
                )
            seen[record["id"]] = label
            results.append(ScenarioResult(**{k: v for k, v in record.items() if k in _RESULT_FIELDS}))
    return results


def _selection(reports: list[tuple[str, dict[str, Any]]], ran: int) -> dict[str, Any] | None:
    """Complete when every shard was chosen from the same scenarios and together they ran them all."""
    selections = [report.get("selection") or {} for _, report in reports]
    filters = {k: selections[0].get(k) for k in _FILTERS if selections[0].get(k)}
    pairs = zip(reports, selections, strict=True)
    chosen_from = {len(report["scenarios"]) + (s.get("deselected") or 0) for (_, report), s in pairs}
    total = max(chosen_from)
    if not filters and len(chosen_from) == 1 and ran >= total:
        return None
    return {"partial": True, "deselected": max(total - ran, 0), **filters}


def merge_reports(reports: list[tuple[str, dict[str, Any]]], corpus: Path) -> dict[str, Any]:
    """One report from the (label, report) of each shard; a `ReportError` naming the file if they don't fit."""
    if not reports:
        raise ReportError(Problem("merge", "", "no report to merge"))
    _same(reports, "engine", lambda r: (r["engine"].get("name"), r["engine"].get("version")))
    _same(reports, "corpus", lambda r: (r["corpus"].get("version"), r["corpus"].get("git_revision")))
    results = _results(reports)
    first = reports[0][1]
    started = min(r["started"] for _, r in reports)
    workers = sum(max(r["platform"].get("workers") or 0, 1) for _, r in reports)
    merged = build_report(results, corpus, first["engine"], started, _selection(reports, len(results)), workers)
    merged["corpus"] = {**merged["corpus"], **{k: first["corpus"][k] for k in ("version", "git_revision", "dirty")}}
    merged["finished"] = max(r["finished"] for _, r in reports)
    merged["duration"] = round(_seconds(started, merged["finished"]), 3)
    return merged
