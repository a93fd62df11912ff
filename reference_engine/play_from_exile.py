"""Effects that exile cards from hands and let their owners play them: "each opponent exiles a card from their hand
and may play that card for as long as it remains exiled" (CR 601.3, 701.14b), with the parts of that effect that find
what the card becomes once played: "Each spell cast this way costs {1} more to cast" (601.2f, 400.7h), "Each land
played this way enters tapped" (614.1c, 400.7i). Part of the effect vocabulary of `effects`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .choices import CardChoice, ask
from .objects import GameObject
from .permissions import grant

if TYPE_CHECKING:
    from .effect_context import Context


def each_opponent_exiles_from_hand(ctx: Context, e: dict[str, Any]) -> None:
    """Each opponent of the controller chooses a card in their hand, in APNAP order (CR 101.4), and the chosen
    cards are exiled at once; each card's owner may then play the object it became in exile for as long as it
    remains exiled (400.7: a new object once it leaves). A player with an empty hand chooses nothing (609.3). The
    value's `play_permission` holds the riders of the permission (`spell_cost_increase`, `lands_enter_tapped`)."""
    riders = e["each_opponent_exiles_from_hand"].get("play_permission", {})
    opponents = [p for p in ctx.game.apnap() if p != ctx.controller]
    chosen: list[GameObject] = []
    assert ctx.source is not None

    def ask_from(i: int) -> bool:
        for j in range(i, len(opponents)):
            hand = ctx.game.zone_objects("hand", opponents[j])
            choice = CardChoice(opponents[j], "choose a card to exile", hand, [{}], ctx.source, answered(j))
            if not choice.nothing_to_choose(ctx.game):
                ask(ctx.game, choice)
                return False
        for card in chosen:
            exiled = ctx.game.move(card, "exile")
            if exiled is not None:
                grant(ctx.game, exiled.owner, exiled, "exiled", play=True, **riders)
        return True

    def answered(j: int) -> Any:
        def complete(cards: list[GameObject]) -> None:
            ctx.game.pending_choice = None
            chosen.extend(cards)
            if ask_from(j + 1):
                ctx.data["after_choice"]()

        return complete

    ask_from(0)
