"""Adventurer cards (CR 715): cast normally or as an Adventure, with the alternative characteristics of the inset
frame; an Adventure spell is exiled as it resolves, and its caster may cast the card later from exile."""

from __future__ import annotations

import dataclasses

from .errors import RulesError
from .game import Game
from .objects import GameObject
from .permissions import grant


def has_adventure(card: GameObject) -> bool:
    """CR 715.2a: the object has the alternative characteristics of an Adventure."""
    return card.card is not None and card.card.layout == "adventure" and len(card.card.faces) > 1


def proposed(card: GameObject, as_adventure: bool) -> GameObject:
    """The card as it would be cast (CR 601.3e): cast as an Adventure, only the alternative characteristics are
    evaluated to see if it can be cast (715.3a). The view keeps the card's identity, so the continuous effects
    that would apply to it once it has those characteristics apply to the view too."""
    if not as_adventure:
        return card
    if not has_adventure(card):
        raise RulesError(f"{card.name} has no Adventure to cast (CR 715.3)", rule="715.3")
    return dataclasses.replace(card, face="adventure")


def exile_resolved(game: Game, spell: GameObject, controller: str) -> None:
    """CR 715.3d: instead of putting a spell cast as an Adventure into its owner's graveyard as it resolves, its
    controller exiles it; for as long as that card remains exiled, that player may cast it, not as an Adventure.
    The permission is given to the object in exile, so it ends when the card leaves exile (400.7)."""
    card = game.move(spell, "exile")
    if card is not None:
        grant(game, controller, card, until="exiled", adventure=False)
