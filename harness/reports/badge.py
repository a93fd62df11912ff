"""A shields.io endpoint badge (https://shields.io/badges/endpoint-badge): rulings passed out of those
the corpus covers."""

from __future__ import annotations

from typing import Any

# (lowest share of covered rulings passing, colour), best first
_COLOURS = ((1.0, "brightgreen"), (0.9, "green"), (0.75, "yellowgreen"), (0.5, "yellow"), (0.25, "orange"))


def render_badge(report: dict[str, Any], label: str = "MTG rulings") -> dict[str, Any]:
    """`{"schemaVersion": 1, "label", "message", "color"}`; uncovered rulings are not the engine's to pass."""
    summary = report["summary"]
    covered = sum(summary[s] for s in ("pass", "fail", "error", "unsupported"))
    passed = summary["pass"]
    share = passed / covered if covered else 0.0
    colour = next((c for floor, c in _COLOURS if share >= floor), "red")
    return {
        "schemaVersion": 1,
        "label": label,
        "message": f"{passed}/{covered} passing" if covered else "no scenarios",
        "color": colour if covered else "lightgrey",
    }
