"""An engine for the gating tests: {T} and {Q} costs checked for nothing, so it fails what
`broken:TapsTappedPermanents` fails (107.5) and the summoning sickness scenarios (302.6) besides, inside the same
ruling: a baseline of the first and a run of this one is a regression of scenarios inside a ruling that fails
already (tests/test_baseline.py, tests/test_ci_example.py)."""

from __future__ import annotations

from typing import Any

from tests.engines.broken import BrokenAdapter


def _no_symbol_checks(game: Any, obj: Any, cost: Any) -> None:
    """{T}/{Q} payable by anything: neither the tapped state (107.5, 107.6) nor summoning sickness (302.6)."""


class ChecksNoSymbols(BrokenAdapter):
    name = "checks-no-symbols"
    rules = ("107.5", "107.6", "302.6")  # the CR rules it breaks
    target = "reference_engine.abilities._check_symbols"
    replacement = staticmethod(_no_symbol_checks)
