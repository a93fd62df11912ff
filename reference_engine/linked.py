"""Linked abilities that exile and return cards (CR 607.1, 607.2a, 607.3), and one-shot effects that exile an object
"until" an event (610.3).

A card exiled by an ability remembers, in its `chosen`, the object whose ability exiled it and which ability did: an
ability that refers to "the exiled card" of that object finds only the cards its linked ability exiled (607.1), and
an object that changed zones is a new object (400.7) whose abilities are linked to nothing exiled before. A card
exiled "until [this permanent] leaves the battlefield" remembers that permanent; the moment it leaves, a second
one-shot effect returns the card (610.3), with no ability on the stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .game import LEFT_BATTLEFIELD, Event, Game
from .objects import GameObject

if TYPE_CHECKING:
    from .effect_context import Context

EXILED_WITH = "exiled_with"  # (object id, ability index) of the ability that exiled the card (607.2a)
UNTIL_LEAVES = "exiled_until_leaves"  # object id of the permanent whose leaving returns the card (610.3)


def _ability_key(ctx: Context, spec: dict[str, Any]) -> tuple[int, int]:
    assert ctx.source is not None
    return ctx.source.oid, int(spec.get("link", 1))


def exile_linked(ctx: Context, e: dict[str, Any]) -> None:
    """ "Exile target creature", the first of a pair of linked abilities (CR 607.2a): the card is exiled with its
    source, under the pair's `link` number. With `until_source_leaves` ("exile target creature ... until [this]
    leaves the battlefield", 610.3): if the source has already left the battlefield since the ability triggered,
    the creature isn't exiled at all (610.3b); otherwise it comes back the moment the source leaves."""
    spec = e["exile_linked"]
    target = ctx.checked_target(spec.get("target", 0))
    if target is None or not ctx.game.on_battlefield(target):
        return
    until = bool(spec.get("until_source_leaves"))
    if until and not (ctx.source is not None and ctx.game.on_battlefield(ctx.source)):
        return
    exiled = ctx.game.move(target, "exile")
    if exiled is None:  # a token ceased to exist (111.7)
        return
    exiled.chosen[EXILED_WITH] = _ability_key(ctx, spec)
    if until:
        assert ctx.source is not None
        exiled.chosen[UNTIL_LEAVES] = ctx.source.oid


def cards_exiled_with(game: Game, key: tuple[int, int]) -> list[GameObject]:
    """ "The exiled card(s)" of a pair of linked abilities (607.2a): the cards in exile that this object's linked
    ability put there, every one of them if it exiled more than one (607.3), and no other."""
    return [c for c in game.zone_objects("exile") if c.chosen.get(EXILED_WITH) == key]


def return_exiled(ctx: Context, e: dict[str, Any]) -> None:
    """ "Return the exiled card to the battlefield under its owner's control": each card the linked ability of this
    same object exiled (607.2a, 607.3), under its owner's control; with `counters`, "with a +1/+1 counter on it". A
    delayed triggered ability has the source of the spell that created it (603.7d), so "return that card" of a
    spell's delayed trigger finds the card that spell exiled."""
    from .zone_changes import enter_battlefield  # zone changes sit above the game, which calls this module

    spec = e["return_exiled"]
    for card in cards_exiled_with(ctx.game, _ability_key(ctx, spec)):
        new = enter_battlefield(ctx.game, card, card.owner)
        for kind, n in spec.get("counters", {}).items():  # "with a +1/+1 counter on it": it enters with it
            new.counters[kind] = new.counters.get(kind, 0) + n


def _return_until(game: Game, left: GameObject) -> None:
    """CR 610.3: the event an "until" waited for has happened, and a one-shot effect returns the object to the zone
    it came from at once; a permanent returns under its owner's control (610.3c)."""
    from .zone_changes import enter_battlefield

    for card in [c for c in game.zone_objects("exile") if c.chosen.get(UNTIL_LEAVES) == left.oid]:
        enter_battlefield(game, card, card.owner)


def left_battlefield(game: Game, left: GameObject) -> None:
    """Called by `Game.move` (registered in `game.LEFT_BATTLEFIELD`) as a permanent leaves the battlefield: its
    leaves-the-battlefield abilities trigger, looking back at it as it last existed (603.6c, 603.10a), and the cards
    exiled until it left come back (610.3)."""
    from .triggers import emit

    emit(game, Event("leaves_battlefield", left.controller, left))
    _return_until(game, left)


LINKED_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {
    "exile_linked": exile_linked,
    "return_exiled": return_exiled,
}
LEFT_BATTLEFIELD.append(left_battlefield)
