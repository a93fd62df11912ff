"""Matching objects against the filters card definitions use, with their current characteristics (every
continuous effect applied, CR 613). The tests themselves are in `criteria`."""

from __future__ import annotations

from typing import Any

from .continuous import characteristics
from .criteria import fits
from .game import Game
from .objects import GameObject


def matches(game: Game, obj: GameObject, spec: dict[str, Any], you: str, source: GameObject | None = None) -> bool:
    """Does `obj` fit `spec`, seen by player `you` from `source`'s point of view?"""
    return fits(game, obj, spec, you, source, lambda: characteristics(game, obj))
