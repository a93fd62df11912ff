"""Effects that move cards between zones or let them be cast from where they are: returning, countering (CR 701.5),
exiling graveyards (406.1), casting permissions (601.3), haunting (702.55). Part of the effect vocabulary of
`effects`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .leaving_stack import counter_spell
from .permissions import grant
from .zone_changes import enter_battlefield

if TYPE_CHECKING:
    from .effect_context import Context


def _return_to_battlefield(ctx: Context, e: dict[str, Any]) -> None:
    enter_battlefield(ctx.game, ctx.target(e["return_to_battlefield"]), ctx.controller)


def _counter(ctx: Context, e: dict[str, Any]) -> None:
    """CR 701.5a: a countered spell is put into its owner's graveyard (or where it goes instead, 400.7g-h)."""
    counter_spell(ctx.game, ctx.target(e["counter"]))


def _cast_permission(ctx: Context, e: dict[str, Any]) -> None:
    """ "You may cast that card this turn" (CR 601.3): a permission for that object only (CR 400.7), until the end
    of the turn. The value is the target's index, or a dict with `target` and `exile_instead` ("If that spell would
    be put into your graveyard, exile it instead", a part of the effect that finds the spell, 400.7h)."""
    spec = e["cast_permission"]
    exile_instead = isinstance(spec, dict) and bool(spec.get("exile_instead"))
    grant(ctx.game, ctx.controller, ctx.target(spec), exile_instead=exile_instead)


def _exile_graveyards(ctx: Context, e: dict[str, Any]) -> None:
    """ "Exile all graveyards": every card in every graveyard goes to exile (CR 406.1); with `{"target": i}`, "exile
    all cards from target player's graveyard"."""
    spec = e["exile_graveyards"]
    for card in ctx.game.zone_objects("graveyard", ctx.target(spec) if isinstance(spec, dict) else None):
        ctx.game.move(card, "exile")


def _exile_haunting(ctx: Context, e: dict[str, Any]) -> None:
    """Haunt (CR 702.55a-b): "exile it haunting target creature": the card, still the object in the graveyard that
    the ability's trigger saw (400.7), is exiled and haunts the targeted permanent."""
    card, creature = ctx.source, ctx.target(e["exile_haunting"])
    if card is None or ctx.game.objects.get(card.oid) is not card or card.zone != "graveyard":
        return
    exiled = ctx.game.move(card, "exile")
    if exiled is not None:
        exiled.haunting = creature.oid


ZONE_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {
    "return_to_battlefield": _return_to_battlefield,
    "counter": _counter,
    "exile_graveyards": _exile_graveyards,
    "cast_permission": _cast_permission,
    "exile_haunting": _exile_haunting,
}
