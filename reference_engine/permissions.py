"""Casting permissions (CR 601.3): "you may cast that card this turn" lets one player cast one object from
the zone it is in, for a duration. It applies to that object only: once the card changes zones (being cast
included) it is a new object, and the permission no longer applies to it (CR 400.7). A permission to *cast*
never lets a land be played (CR 305.9); `turns.play_land` and `casting` enforce that. A permission to *play* the
card ("may play that card", 701.14b) lets it be played as a land, or cast as a spell, whichever applies; the other
parts of that effect find the spell it is cast as (400.7h) and the land it is played as (400.7i)."""

from __future__ import annotations

from dataclasses import dataclass

from .continuous import has_keyword
from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject
from .vocabulary import Static

# `continuous.end_turn_effects` ends "this turn" permissions (514.2); "for as long as that card remains exiled"
# (715.3d) needs no ending: the permission is given to the object in exile, a new object once it leaves (400.7)
DURATIONS = ("end_of_turn", "exiled")


@dataclass(frozen=True)
class CastPermission:
    """`player` may cast the object `oid` while it is in `zone`, until `until` ends."""

    player: str
    oid: int  # the object the permission was given for (CR 400.7)
    identity: int  # the physical card, for describing the permission; never for matching
    zone: str
    until: str = "end_of_turn"
    adventure: bool = True  # False: it can't be cast as an Adventure this way (CR 715.3d)
    exile_instead: bool = False  # "If that spell would be put into your graveyard, exile it instead" (400.7h)
    play: bool = False  # "may play that card": a land card may be played this way too (701.14b)
    spell_cost_increase: str | None = None  # "Each spell cast this way costs {1} more to cast" (601.2f, 400.7h)
    lands_enter_tapped: bool = False  # "Each land played this way enters tapped" (614.1c, 400.7i)


def grant(
    game: Game,
    player: str,
    obj: GameObject,
    until: str = "end_of_turn",
    *,
    adventure: bool = True,
    exile_instead: bool = False,
    play: bool = False,
    spell_cost_increase: str | None = None,
    lands_enter_tapped: bool = False,
) -> CastPermission:
    """Give `player` permission to cast `obj` (with `play`, to play it) from the zone it is in now."""
    if until not in DURATIONS:
        raise RulesError(f"unknown duration {until!r} for a casting permission")
    permission = CastPermission(
        player,
        obj.oid,
        obj.identity,
        obj.zone,
        until,
        adventure,
        exile_instead,
        play,
        spell_cost_increase,
        lands_enter_tapped,
    )
    game.permissions.append(permission)
    return permission


def permission_for(game: Game, player: str, obj: GameObject) -> CastPermission | None:
    """The permission that lets `player` cast `obj` where it is: given for this very object (CR 400.7)."""
    return next((p for p in game.permissions if p.player == player and p.oid == obj.oid and p.zone == obj.zone), None)


def has_flash_timing(game: Game, player: str, card: GameObject) -> bool:
    """The card has flash (CR 702.8a), or a static ability of a permanent `player` controls lets them cast it
    as though it had flash (CR 601.3b; `cast_as_though_flash` with a `spells` filter), or the card itself may be
    cast as though it had flash while `player` controls a permanent that fits a filter (601.3d)."""
    if has_keyword(game, card, "Flash") or _conditional_flash(game, player, card):
        return True
    return any(
        ability.kind == "cast_as_though_flash" and matches(game, card, ability.params["spells"], player, perm)
        for perm in game.permanents()
        if perm.controller == player
        for ability in perm.behaviour.of(Static)
    )


def _conditional_flash(game: Game, player: str, card: GameObject) -> bool:
    """CR 601.3d: "you may cast this spell as though it had flash if you control a [quality]" (the card's own
    `cast_as_though_flash_if` static ability, whose `permanent` filter the player must control a permanent fitting)
    lets `player` begin to cast it as though it had flash while the condition is met."""
    return any(
        ability.kind == "cast_as_though_flash_if"
        and any(matches(game, perm, ability.params["permanent"], player, card) for perm in game.permanents())
        for ability in card.behaviour.of(Static)
    )
