"""Broken engines for "becomes tapped" triggers, each with one rule broken: a permanent that enters tapped is
taken to have become tapped (CR 603.2f); a triggered ability's "it" is taken to be its own source, not the object
its trigger condition named (608.2k)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from reference_engine import effects, resolution, zone_changes
from reference_engine.tapping import tap

from .broken import BrokenAdapter

_ENTER = zone_changes.enter_battlefield
_COUNTERS = effects._VERBS["put_counters"]


def _enters_then_taps(game: Any, obj: Any, controller: str, **kwargs: Any) -> Any:
    """A permanent that enters tapped enters untapped, then becomes tapped (603.2f broken)."""
    new = _ENTER(game, obj, controller, **kwargs)
    if new.tapped:
        new.tapped = False
        tap(game, new)
    return new


class EntersTappedBecomesTapped(BrokenAdapter):
    """`target` names the function replaced; it is imported by name in three modules, so all three are patched."""

    name = "enters-tapped-becomes-tapped"
    target = "reference_engine.zone_changes.enter_battlefield"

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with (
            mock.patch.object(zone_changes, "enter_battlefield", _enters_then_taps),
            mock.patch.object(effects, "enter_battlefield", _enters_then_taps),
            mock.patch.object(resolution, "enter_battlefield", _enters_then_taps),
        ):
            yield


def _counters_on_source(ctx: Any, e: dict[str, Any]) -> None:
    """"Put a counter on it" puts it on the ability's source (608.2k broken)."""
    _COUNTERS(ctx, {k: v for k, v in e.items() if k != "on"})


class ItIsTheSource(BrokenAdapter):
    """`target` names the function replaced; effect verbs are looked up in a table, so its entry is patched."""

    name = "it-is-the-source"
    rules = ("608.2k",)  # the CR rules it breaks
    target = "reference_engine.effects._counters"

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"put_counters": _counters_on_source}):
            yield
