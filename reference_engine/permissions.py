"""Casting permissions (CR 601.3, 400.7): "you may cast that card this turn" applies to one object; when
that card changes zones it is a new object and the permission no longer applies to it."""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game
from .objects import GameObject


@dataclass(frozen=True)
class CastPermission:
    player: str
    oid: int  # the object the permission was given for
    zone: str
    until: str = "end_of_turn"


def permission_for(game: Game, player: str, obj: GameObject) -> CastPermission | None:
    return next((p for p in game.permissions if p.player == player and p.oid == obj.oid and p.zone == obj.zone), None)
