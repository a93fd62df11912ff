"""Deliberately broken engines: the reference engine with one rule broken each.

Each class names the rule module function it replaces; the corpus must fail it on the scenarios that
depend on that rule and on no other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from harness.engines.protocol import Hello, Response
from harness.engines.reference import ReferenceAdapter
from reference_engine import abilities
from reference_engine.continuous import characteristics, has_keyword
from reference_engine.errors import RulesError


class BrokenAdapter(ReferenceAdapter):
    """The reference engine with `target` replaced by `replacement` while it handles each request."""

    target: str = ""
    name = "broken"
    rules: tuple[str, ...] = ()  # the CR rules it breaks (features/cr-decisions.json may name it for them)

    @staticmethod
    def replacement(*args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch(self.target, self.replacement):
            yield

    def hello(self) -> Hello:
        hello = super().hello()
        return Hello(f"{self.name}", hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)

    def _call(self, method: Callable[[dict[str, Any]], Response], payload: dict[str, Any]) -> Response:
        with self._broken():
            return method(payload)

    def load(self, board: dict[str, Any]) -> Response:
        return self._call(super().load, board)

    def perform(self, action: dict[str, Any]) -> Response:
        return self._call(super().perform, action)

    def observe(self, query: dict[str, Any]) -> Response:
        return self._call(super().observe, query)


def _symbols_without_sickness(game: Any, obj: Any, cost: Any) -> None:
    """{T}/{Q} checks with the summoning sickness rule (CR 302.6) forgotten."""
    tapped = obj.tapped
    for symbol in cost.symbols:
        if symbol == "T" and tapped:
            raise RulesError("already tapped")
        if symbol == "Q" and not tapped:
            raise RulesError("already untapped")
        tapped = symbol == "T"


def _symbols_tap_twice(game: Any, obj: Any, cost: Any) -> None:
    """{T} may be paid by an already tapped permanent (CR 107.5 forgotten)."""
    is_creature = characteristics(game, obj).is_a("Creature")
    if cost.symbols and is_creature and obj.summoning_sick and not has_keyword(game, obj, "Haste"):
        raise RulesError("summoning sick")
    tapped = obj.tapped
    for symbol in cost.symbols:
        if symbol == "Q" and not tapped:
            raise RulesError("already untapped")
        tapped = symbol == "T"


class IgnoresSummoningSickness(BrokenAdapter):
    name = "ignores-summoning-sickness"
    rules = ("302.6",)  # the CR rules it breaks
    target = "reference_engine.abilities._check_symbols"
    replacement = staticmethod(_symbols_without_sickness)


class TapsTappedPermanents(BrokenAdapter):
    name = "taps-tapped-permanents"
    rules = ("107.5",)  # the CR rules it breaks
    target = "reference_engine.abilities._check_symbols"
    replacement = staticmethod(_symbols_tap_twice)


assert abilities._check_symbols  # the function the symbol engines replace exists


class NeverRollsBack(BrokenAdapter):
    """An illegal action's partial effects stay (CR 730.1 forgotten): e.g. a permanent tapped for a cost that
    could not be paid stays tapped."""

    name = "never-rolls-back"
    rules = ("730.1",)  # the CR rules it breaks
    target = "reference_engine.rollback.restore"
    replacement = staticmethod(lambda saved: None)
