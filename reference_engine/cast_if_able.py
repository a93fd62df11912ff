"""Effects that instruct a player to cast a spell "if able" (CR 608.2c), and when that instruction binds: not for a
spell whose mandatory additional cost includes actions involving cards with a stated quality in a hidden zone, even
if such cards are there (118.8c). Casting a spell while an ability resolves is beyond this engine (608.2g): a player
who chooses to cast it is answered `unsupported`; one who declines is refused only where the instruction binds. Part
of the effect vocabulary of `effects`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .choices import YesNoChoice, ask
from .continuous import characteristics
from .errors import RulesError, Unsupported
from .game import Game
from .objects import GameObject
from .targets import candidates, spell_targets
from .zone_changes import enter_battlefield

if TYPE_CHECKING:
    from .effect_context import Context

#: additional-cost actions that involve cards with a stated quality in a hidden zone: beholding a [quality] may be
#: revealing a [quality] card from one's hand ("choose a [quality] you control or reveal a [quality] card from your
#: hand", the keyword action's reminder text)
HIDDEN_ZONE_ACTIONS = ("behold",)


def exile_top_land_or_cast(ctx: Context, e: dict[str, Any]) -> None:
    """ "At the beginning of each player's draw step, that player exiles the top card of their library. If it's a
    land card, the player puts it onto the battlefield. Otherwise, the player casts it without paying its mana cost if
    able": that player is the one whose draw step it is, the active player (504.1). An empty library exiles nothing."""
    player = ctx.game.active
    library = ctx.game.player(player).zones["library"]
    if not library:
        return
    card = ctx.game.move(ctx.game.objects[library[0]], "exile")
    if card is None:
        return
    if characteristics(ctx.game, card).is_a("Land"):
        enter_battlefield(ctx.game, card, player)
        return
    offer_cast_if_able(ctx, player, card)


def hidden_zone_cost(card: GameObject) -> bool:
    """CR 118.8c: the card's mandatory additional cost includes an action involving cards with a stated quality in a
    hidden zone."""
    return any(action in cost for cost in card.behaviour.additional_costs for action in HIDDEN_ZONE_ACTIONS)


def must_cast(game: Game, player: str, card: GameObject) -> bool:
    """Whether the instruction to cast `card` "if able" binds `player`: not under 118.8c, whatever their hidden zones
    hold; nor when the spell can't be cast for want of a legal target for each of its targets (601.2c, 115.1)."""
    if hidden_zone_cost(card):
        return False
    return all(candidates(game, player, spec, card) for spec in spell_targets(card))


def offer_cast_if_able(ctx: Context, player: str, card: GameObject) -> None:
    """The player answers whether they cast `card` now (608.2d asks it as a yes/no choice): casting it while the
    ability resolves isn't modelled (608.2g); declining is refused where the instruction binds (608.2c, 118.8c)."""
    game = ctx.game

    def complete(cast: bool) -> None:
        if cast:
            raise Unsupported(f"casting {card.name} while an ability resolves (CR 608.2g)")
        if must_cast(game, player, card):
            raise RulesError(f"{player} must cast {card.name} if able (CR 608.2c)", rule="608.2c")
        game.pending_choice = None
        ctx.data["after_choice"]()

    ask(game, YesNoChoice(player, f"cast {card.name} without paying its mana cost (if able)?", complete))
