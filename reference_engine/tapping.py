"""Tapping a permanent (CR 701.21a) and the "becomes tapped" trigger event it is (603.2f)."""

from __future__ import annotations

from .game import Event, Game
from .objects import GameObject
from .triggers import emit


def tap(game: Game, obj: GameObject) -> None:
    """CR 701.21a: turn an untapped permanent sideways. Only that is the event "becomes tapped" triggers on
    (603.2f): a permanent that is already tapped isn't tapped again, and one that enters tapped never became so."""
    if obj.tapped:
        return
    obj.tapped = True
    emit(game, Event("becomes_tapped", obj.controller, obj))
