"""Wrong engines for linked abilities (CR 607) and objects exiled "until" an event (610.3), each misreading one rule
as an engine author might: "the exiled card" found by the ability alone, whatever object exiled it (607.2a), or as
the card last exiled by anything (607.1), or as one card when two were exiled (607.3); Fiend Hunter's pair read as
an "until" (607.2a); "the chosen color" of the first permanent of that name (607.2d); the return after "until" as
a triggered ability on the stack (610.3), under the controller of the permanent that left (610.3c), or an exile
that happens although the permanent already left (610.3b). Each is caught where tests/test_broken_linked.py
expects."""

from __future__ import annotations

from typing import Any

from reference_engine import criteria, linked
from reference_engine.triggers import PendingTrigger
from reference_engine.vocabulary import Triggered
from reference_engine.zone_changes import enter_battlefield

from .broken_emerge import PatchingAdapter
from .broken_zones import VerbPatchingAdapter

_FITS = criteria.fits
_EXILE_LINKED = linked.exile_linked
_CARDS = linked.cards_exiled_with


def _exiled_with_any_object(game: Any, key: tuple[int, int]) -> list[Any]:
    """607.2a broken: the cards exiled by that ability of any object, not of this object only."""
    return [c for c in game.zone_objects("exile") if (c.chosen.get(linked.EXILED_WITH) or (0, 0))[1] == key[1]]


def _last_exiled(game: Any, key: tuple[int, int]) -> list[Any]:
    """607.1 broken: "the exiled card" is the card last put into exile, by whatever ability."""
    exiled = game.zone_objects("exile")
    return [max(exiled, key=lambda c: c.oid)] if exiled else []


def _first_only(game: Any, key: tuple[int, int]) -> list[Any]:
    """607.3 broken: "the exiled card" is one card, the first the linked ability exiled."""
    return _CARDS(game, key)[:1]


def _exile_as_until(ctx: Any, e: dict[str, Any]) -> None:
    """607.2a broken: "exile ... / when [this] leaves, return the exiled card" read as "exile ... until [this] leaves
    the battlefield" (610.3)."""
    _EXILE_LINKED(ctx, {"exile_linked": {**e["exile_linked"], "until_source_leaves": True}})


def _exile_even_if_gone(ctx: Any, e: dict[str, Any]) -> None:
    """610.3b broken: the object is exiled even though the event its "until" waits for has already happened."""
    spec = e["exile_linked"]
    target = ctx.checked_target(spec.get("target", 0))
    if target is None or not ctx.game.on_battlefield(target):
        return
    exiled = ctx.game.move(target, "exile")
    if exiled is not None:
        exiled.chosen[linked.EXILED_WITH] = (ctx.source.oid, int(spec.get("link", 1)))
        if spec.get("until_source_leaves"):
            exiled.chosen[linked.UNTIL_LEAVES] = ctx.source.oid


def _return_by_trigger(game: Any, left: Any) -> None:
    """610.3 broken: the object comes back by a triggered ability that goes on the stack, not at once."""
    if any(c.chosen.get(linked.UNTIL_LEAVES) == left.oid for c in game.zone_objects("exile")):
        ability = Triggered("leaves_battlefield", ({"return_exiled": {"link": 1}},))
        game.pending_triggers.append(PendingTrigger(left.controller, ability, left, {}))


def _return_under_its_controller(game: Any, left: Any) -> None:
    """610.3c broken: the object returns under the control of the player who controlled the permanent that left."""
    for card in [c for c in game.zone_objects("exile") if c.chosen.get(linked.UNTIL_LEAVES) == left.oid]:
        enter_battlefield(game, card, left.controller)


def _chosen_of_the_first_of_its_name(
    game: Any, obj: Any, spec: dict[str, Any], you: str, source: Any, chars: Any
) -> bool:
    """607.2d broken: "the chosen color" is the one chosen for the first permanent with the source's name."""
    if spec.get("color") == "chosen" and source is not None:
        first = next((p for p in game.permanents() if p.name == source.name and "color" in p.chosen), None)
        if first is not None:
            spec = {**spec, "color": first.chosen["color"]}
    return _FITS(game, obj, spec, you, source, chars)


class ExiledWithAnyObject(PatchingAdapter):
    """A second Fiend Hunter's leaves ability returns the card the first one exiled too."""

    name = "exiled-with-any-object"
    rules = ("607.2a",)  # the CR rules it breaks
    patches = (("reference_engine.linked.cards_exiled_with", _exiled_with_any_object),)


class ExiledCardIsTheLastExiled(PatchingAdapter):
    """ "The exiled card" is whatever card was exiled last, Swords to Plowshares' too."""

    name = "exiled-card-is-the-last-exiled"
    rules = ("607.1",)  # the CR rules it breaks
    patches = (("reference_engine.linked.cards_exiled_with", _last_exiled),)


class ExiledCardIsOne(PatchingAdapter):
    """Fiend Hunter that exiled two creatures (its ability triggered twice) returns only the first."""

    name = "exiled-card-is-one"
    rules = ("607.3",)  # the CR rules it breaks
    patches = (("reference_engine.linked.cards_exiled_with", _first_only),)


class LinkedPairReadAsUntil(VerbPatchingAdapter):
    """Fiend Hunter's exile works like Banisher Priest's: the card comes back the moment the Hunter leaves, and
    isn't exiled at all if the Hunter left first."""

    name = "linked-pair-read-as-until"
    rules = ("607.2a",)  # the CR rules it breaks
    verbs = (("exile_linked", _exile_as_until),)


class UntilReturnsByTrigger(PatchingAdapter):
    """The creature exiled until Banisher Priest leaves comes back by a triggered ability on the stack."""

    name = "until-returns-by-trigger"
    rules = ("610.3",)  # the CR rules it breaks
    patches = (("reference_engine.linked._return_until", _return_by_trigger),)


class UntilReturnsUnderItsController(PatchingAdapter):
    """The creature exiled until Banisher Priest leaves comes back under the Priest's controller's control."""

    name = "until-returns-under-its-controller"
    rules = ("610.3c",)  # the CR rules it breaks
    patches = (("reference_engine.linked._return_until", _return_under_its_controller),)


class UntilExilesAfterTheEvent(VerbPatchingAdapter):
    """Banisher Priest's enters ability exiles the creature although the Priest has already left: for good."""

    name = "until-exiles-after-the-event"
    rules = ("610.3b",)  # the CR rules it breaks
    verbs = (("exile_linked", _exile_even_if_gone),)


class ChosenColorOfTheFirstOfItsName(PatchingAdapter):
    """Every Gauntlet of Power uses the color chosen for the first Gauntlet on the battlefield."""

    name = "chosen-color-of-the-first-of-its-name"
    rules = ("607.2d",)  # the CR rules it breaks
    patches = (
        ("reference_engine.criteria.fits", _chosen_of_the_first_of_its_name),
        ("reference_engine.filters.fits", _chosen_of_the_first_of_its_name),
        ("reference_engine.continuous.fits", _chosen_of_the_first_of_its_name),
    )


# the functions replaced and used exist, under the names patched
assert linked.cards_exiled_with and linked._return_until and linked.exile_linked and criteria.fits
