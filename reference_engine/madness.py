"""Madness (CR 702.35a), what finds a discarded card afterwards (400.7k), and what looks at the cards discarded.

"Madness [cost]" means "If a player would discard this card, that player discards it, but exiles it instead of
putting it into their graveyard" (`zone_changes.discard`) and "When this card is exiled this way, its owner may
cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into their
graveyard." After that trigger has resolved, an effect that refers to the discarded card finds it in the public
zone it was moved to, if it wasn't cast (400.7k, 702.35c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .choices import OptionalChoice, ask
from .errors import Unsupported
from .filters import matches
from .objects import GameObject
from .permissions import grant
from .zone_changes import to_graveyard

if TYPE_CHECKING:
    from .effect_context import Context


def _still(ctx: Context, card: GameObject | None, zone: str) -> GameObject | None:
    """The object `card` became, if it is in `zone` now (CR 400.7: a card that moved is a new object)."""
    found = ctx.game.by_identity(card.identity) if card is not None else None
    return found if found is not None and found.zone == zone else None


def _offer(ctx: Context, card: GameObject, prompt: str, then: Any) -> None:
    """CR 608.2d: the controller may choose `card` or nothing; `then(chosen)` runs with the answer."""

    def complete(chosen: list[GameObject]) -> None:
        then(bool(chosen))
        ctx.game.pending_choice = None
        ctx.data["after_choice"]()

    ask(ctx.game, OptionalChoice(ctx.controller, prompt, [card], complete))


def madness_trigger(ctx: Context, e: dict[str, Any]) -> None:
    """The madness trigger resolving (CR 702.35a): its owner may cast the exiled card for its madness cost; if
    not, it goes to the graveyard. Casting a card while an ability resolves is beyond this engine."""
    card = _still(ctx, ctx.source, "exile")
    if card is None:
        return

    def answered(cast: bool) -> None:
        if cast:
            raise Unsupported("casting a card while its madness trigger resolves (CR 702.35a, 608.2g)")
        to_graveyard(ctx.game, card)

    _offer(ctx, card, "you may cast it for its madness cost; if you don't, it goes to your graveyard", answered)


def exile_discarded(ctx: Context, e: dict[str, Any]) -> None:
    """ "You may exile that card from your graveyard. If you do, you may play that card this turn": the discarded
    card is found in its owner's graveyard, where a madness trigger may have put it since (400.7k); elsewhere there
    is nothing to choose (609.3)."""
    card = _still(ctx, ctx.data.get("event_object"), "graveyard")
    if card is None:
        return

    def answered(exile: bool) -> None:
        if exile:
            exiled = ctx.game.move(card, "exile")
            if exiled is not None:
                grant(ctx.game, ctx.controller, exiled)

    _offer(ctx, card, "you may exile that card; you may then play it this turn", answered)


def drain_if_discarded(ctx: Context, e: dict[str, Any]) -> None:
    """ "If you discarded a [quality] card this way, each opponent loses N life and you gain N life" (CR 119.3): the
    cards as they were when discarded (608.2h)."""
    spec = e["drain_if_discarded"]
    discarded = ctx.data.get("discarded", ())
    if not any(matches(ctx.game, card, spec["filter"], ctx.controller, ctx.source) for card in discarded):
        return
    for name in ctx.game.opponents(ctx.controller):
        if ctx.game.players[name].lost is None:
            ctx.game.players[name].life -= spec["amount"]
    ctx.game.player(ctx.controller).life += spec["amount"]
