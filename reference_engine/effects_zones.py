"""Effects that move cards between zones or let them be cast from where they are: returning, countering (CR 701.5),
exiling graveyards (406.1), casting permissions (601.3), haunting (702.55). Part of the effect vocabulary of
`effects`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .cast_if_able import exile_top_land_or_cast
from .errors import Unsupported
from .leaving_stack import counter_spell
from .oracle import oracle_activated
from .permissions import grant
from .play_from_exile import each_opponent_exiles_from_hand
from .triggers import create_delayed
from .vocabulary import Triggered
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
    card = ctx.target(spec)
    grant(ctx.game, ctx.controller, card, exile_instead=exile_instead)
    if isinstance(spec, dict) and "when_cast" in spec and ctx.source is not None:
        # "When you cast that card this turn, ...": a delayed triggered ability of the same source (CR 603.7e)
        ability = Triggered("cast", tuple(spec["when_cast"]))
        create_delayed(ctx.game, ctx.controller, ability, ctx.source, card)


def _gain_activated_abilities(ctx: Context, e: dict[str, Any]) -> None:
    """ "[This] gains all activated abilities of that card until end of turn" (CR 613.1f), that card being the one
    the trigger event is about: a card that prints none gives nothing; gaining printed ones isn't modelled."""
    card = ctx.data.get("event_object")
    if card is not None and oracle_activated(card.copiable_face().text):
        raise Unsupported(f"gaining the activated abilities of {card.name} is not modelled")


def _exile_graveyards(ctx: Context, e: dict[str, Any]) -> None:
    """ "Exile all graveyards": every card in every graveyard goes to exile (CR 406.1); with `{"target": i}`, "exile
    all cards from target player's graveyard"."""
    spec = e["exile_graveyards"]
    for card in ctx.game.zone_objects("graveyard", ctx.target(spec) if isinstance(spec, dict) else None):
        ctx.game.move(card, "exile")


def _exile_target(ctx: Context, e: dict[str, Any]) -> None:
    """ "Exile target [card] from a graveyard" or "Exile target creature": the target moves to the exile zone (CR
    701.11a); the value is the target's index."""
    ctx.game.move(ctx.target(e["exile_target"]), "exile")


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
    "exile_target": _exile_target,
    "cast_permission": _cast_permission,
    "exile_haunting": _exile_haunting,
    "gain_activated_abilities": _gain_activated_abilities,
    "each_opponent_exiles_from_hand": each_opponent_exiles_from_hand,
    "exile_top_land_or_cast": exile_top_land_or_cast,
}
