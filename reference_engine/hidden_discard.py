"""Discarding into a hidden zone (CR 701.8c): a replacement effect may let a player put a card they discard because
of an effect on top of their library instead of into their graveyard (614.1a), without revealing it. All values of
that card's characteristics are then undefined, so an instruction asking whether a discarded card had a quality
finds none in it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .choices import OptionalChoice, ask
from .game import Event, Game
from .objects import GameObject
from .triggers import emit
from .vocabulary import Replacement
from .zone_changes import discard

_PROMPT = "you may put it on top of your library instead of into your graveyard"


def may_put_on_library(game: Game, player: str) -> bool:
    """Does `player` control a permanent whose replacement effect lets them put a card discarded because of an
    effect on top of their library instead (614.1a)?"""
    return any(
        r.kind == "effect_discard_to_library_top"
        for perm in game.permanents()
        if perm.controller == player
        for r in perm.behaviour.of(Replacement)
    )


def discard_because_of_effect(game: Game, chosen: list[GameObject], then: Callable[[list[GameObject]], Any]) -> None:
    """Discard `chosen` (CR 701.8a). Where a replacement effect offers it, a card's owner chooses whether it goes on
    top of their library instead (a choice, 608.2d); `then` gets the discarded cards whose characteristics remain
    defined, those not hidden that way (701.8c)."""
    revealed: list[GameObject] = []

    def one(rest: list[GameObject]) -> None:
        if not rest:
            then(revealed)
            return
        card = rest[0]

        def answered(picked: list[GameObject]) -> None:
            game.pending_choice = None
            if picked:
                _to_library_top(game, card)
            else:
                discard(game, card)
                revealed.append(card)
            one(rest[1:])

        if may_put_on_library(game, card.owner):
            ask(game, OptionalChoice(card.owner, _PROMPT, [card], answered))
        else:
            answered([])

    one(list(chosen))


def _to_library_top(game: Game, card: GameObject) -> None:
    """The card is discarded (abilities triggering on a discard see it, 701.8a) but goes on top of its owner's
    library, unrevealed (701.8c)."""
    new = game.move(card, "library")
    if new is not None:
        library = game.player(new.owner).zones["library"]
        library.remove(new.oid)
        library.insert(0, new.oid)
    emit(game, Event("discard", card.owner, card))
