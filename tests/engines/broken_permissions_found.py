"""Wrong engines for what an effect that lets or makes a player play a card does (issue 42): each breaks one rule the
way an engine author might. The land played from exile this way is taken for a new object that the rest of the effect
can't find (400.7i broken: other parts of that effect do find it), so "Each land played this way enters tapped" looks
for the card in exile, finds nothing, and the land enters untapped. A player told to cast a spell "if able" who
holds the cards its additional cost asks for is taken to be able, and must cast it (118.8c broken: they aren't
required to). Each is caught where tests/test_broken_permissions_found.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import cast_if_able, zone_changes
from reference_engine.filters import matches

from .broken_emerge import PatchingAdapter

_ENTER = zone_changes.enter_battlefield
_MUST_CAST = cast_if_able.must_cast


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


def _able_if_the_cards_are_there(game: Any, player: str, card: Any) -> bool:
    """ "Casts it if able" binds whenever the spell has its targets and the player holds a card of the quality its
    additional cost's action asks for (118.8c broken: such a cost in a hidden zone never makes them cast it)."""
    if not cast_if_able.hidden_zone_cost(card):
        return _MUST_CAST(game, player, card)
    qualities = [c[a] for c in card.behaviour.additional_costs for a in cast_if_able.HIDDEN_ZONE_ACTIONS if a in c]
    hand = game.zone_objects("hand", player)
    holds = all(any(matches(game, o, quality, player) for o in hand) for quality in qualities)
    targets = all(cast_if_able.candidates(game, player, spec, card) for spec in cast_if_able.spell_targets(card))
    return holds and targets


class MadeToCastAnyway(PatchingAdapter):
    name = "made-to-cast-anyway"
    rules = ("118.8c",)  # the CR rules it breaks
    patches = (("reference_engine.cast_if_able.must_cast", _able_if_the_cards_are_there),)
