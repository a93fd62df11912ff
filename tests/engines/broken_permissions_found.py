"""Wrong engines for what an effect that lets a card be played finds afterwards (issue 42): each breaks one rule the way
an engine author might. The land played from exile this way is taken for a new object that the rest of the effect
can't find (400.7i broken: other parts of that effect do find it), so "Each land played this way enters tapped" looks
for the card in exile, finds nothing, and the land enters untapped. Each is caught where
tests/test_broken_permissions_found.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import zone_changes

from .broken_emerge import PatchingAdapter

_ENTER = zone_changes.enter_battlefield


def _rider_on_the_exiled_card(game: Any, obj: Any, controller: str, *, tapped: bool = False, **kwargs: Any) -> Any:
    """A land played from exile enters; "Each land played this way enters tapped" is then applied to the object the
    permission was given for, the card in exile, which is gone (400.7), rather than to the land it became (400.7i)."""
    exiled = obj.oid
    new = _ENTER(game, obj, controller, **kwargs)
    card = game.objects.get(exiled)
    if tapped and card is not None and card.zone == "exile":
        card.tapped = True
    return new


class PlayedLandNotFound(PatchingAdapter):
    name = "played-land-not-found"
    rules = ("400.7i",)  # the CR rules it breaks
    patches = (("reference_engine.turns.enter_battlefield", _rider_on_the_exiled_card),)
