"""Instructions of a resolving spell that look at how it was cast or move the spell itself: "If [condition],
[effects]. Otherwise, [effects]." (CR 608.2c), with conditions on how the spell was cast (601.2i), and putting the
resolving spell into its owner's library, after which it goes on resolving (608.2m)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .game import Game
from .objects import GameObject

if TYPE_CHECKING:
    from .effect_context import Context


def branch(ctx: Context, e: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """ "If [condition], [then]. Otherwise, [else].": the instructions carried out next, chosen as the spell
    resolves (608.2c)."""
    spec = e["if"]
    chosen = spec["then"] if _holds(ctx, spec["condition"]) else spec.get("else", ())
    return tuple(chosen)


def _holds(ctx: Context, condition: dict[str, Any]) -> bool:
    """`cast_from`: the spell was cast from that zone of its caster's; `cast_another_named`: its controller has
    cast another spell with its name this game (601.2i counts each cast, this one included)."""
    spell = ctx.source
    assert spell is not None
    if "cast_from" in condition and spell.chosen.get("cast_from") != condition["cast_from"]:
        return False
    if condition.get("cast_another_named"):
        return ctx.game.player(ctx.controller).names_cast_this_game.count(spell.name) >= 2
    return True


def put_itself_into_library(ctx: Context, e: dict[str, Any]) -> None:
    """ "Put [this spell] into its owner's library [N]th from the top": with fewer than N - 1 cards there, on the
    bottom. A spell that left the stack this way goes on resolving (608.2m) and isn't put into a graveyard after
    (608.2n applies to a spell on the stack)."""
    spell = ctx.source
    assert spell is not None
    if spell.oid not in ctx.game.objects or spell.zone != "stack":
        return
    card = ctx.game.move(spell, "library")
    if card is not None:
        _place_from_top(ctx.game, card, e["put_itself_into_library"]["from_top"])


def _place_from_top(game: Game, card: GameObject, position: int) -> None:
    library = game.player(card.owner).zones["library"]
    library.remove(card.oid)
    library.insert(min(position - 1, len(library)), card.oid)
