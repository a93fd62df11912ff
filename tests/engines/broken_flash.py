"""Wrong engines for the flash and casting-permission rules (issue 42): each breaks one rule the way an engine author
might. A permission to "cast that card" read as one to play it, so a land card it names can be played as a land
(701.4b broken); an effect letting spells with a quality be cast as though they had flash checked against the card
as it is before its proposal, blind to the choice (bestow) that would give the spell that quality (601.3b broken)."""

from __future__ import annotations

import dataclasses
from typing import Any

from reference_engine import casting, permissions, turns

from .broken import BrokenAdapter


def _cast_permission_as_play(game: Any, player: str, obj: Any) -> Any:
    """The permission found for playing a land: one to cast the card counts as one to play it (701.4b broken: to
    cast a card is to cast it as a spell, and a land is played, never cast)."""
    permission = permissions.permission_for(game, player, obj)
    return None if permission is None else dataclasses.replace(permission, play=True)


def _as_it_is_before_the_proposal(card: Any, bestowed: bool) -> Any:
    """The card whose casting is checked, as it is in its zone: the bestow choice of the proposal isn't considered,
    so an effect for Aura spells never lets a creature card with bestow be begun as though it had flash (601.3b
    broken)."""
    return card


class CastPermissionPlaysLands(BrokenAdapter):
    name = "cast-permission-plays-lands"
    rules = ("701.4b",)  # the CR rules it breaks
    target = "reference_engine.turns.permission_for"
    replacement = staticmethod(_cast_permission_as_play)


class FlashIgnoresProposalChoices(BrokenAdapter):
    name = "flash-ignores-proposal-choices"
    rules = ("601.3b",)  # the CR rules it breaks
    target = "reference_engine.casting.bestowed_view"
    replacement = staticmethod(_as_it_is_before_the_proposal)


assert casting.bestowed_view  # the function FlashIgnoresProposalChoices replaces
assert turns.permission_for is permissions.permission_for  # the function these engines replace, as play_land sees it
