"""Given: the board a scenario starts from."""

from __future__ import annotations

from pytest_bdd import given, parsers

from harness.run.session import Session


@given(parsers.parse('the board "{name}"'))
def board(conformance: Session, name: str) -> None:
    """Load `features/fixtures/<name>` into the engine. Example: `Given the board "tap_untap/elves-ready.json"`."""
    conformance.load(name)
