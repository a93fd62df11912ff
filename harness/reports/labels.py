"""How a report's engine is named on a page that shows several reports (a comparison, a history of versions)."""

from __future__ import annotations

from typing import Any


def engine_label(report: dict[str, Any]) -> str:
    engine = report["engine"]
    return " ".join(str(v) for v in (engine.get("name") or engine.get("adapter"), engine.get("version")) if v)


#: what tells two runs of one engine name and version apart, in this order
_RUN_FACTS = (
    ("engine command", lambda r: r["engine"].get("adapter")),
    ("corpus commit", lambda r: (r["corpus"].get("git_revision") or "")[:12] or None),
    ("started", lambda r: r.get("started")),
    ("harness", lambda r: r["harness"].get("version")),
)


def distinct_labels(reports: list[dict[str, Any]]) -> list[str]:
    """Each report's engine label; runs with the same label say what differs (engine command, corpus commit,
    start time), so a comparison of one engine at two moments can tell its columns apart."""
    labels = [engine_label(r) or "?" for r in reports]
    out = list(labels)
    for label in set(labels):
        same = [n for n, other in enumerate(labels) if other == label]
        if len(same) < 2:
            continue
        facts = [(name, fact) for name, fact in _RUN_FACTS if len({fact(reports[n]) for n in same}) > 1]
        for k, n in enumerate(same):
            said = [f"{name} {fact(reports[n])}" for name, fact in facts[:2]] or [f"run {k + 1}"]
            out[n] = f"{label} ({', '.join(said)})"
    return out
