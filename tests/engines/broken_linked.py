"""Wrong engines for linked abilities (CR 607) and one-shot effects (610), each misreading one rule as an engine
author might: "the exiled card" found by the ability alone, whatever object exiled it (607.2a), or as the card last
exiled by anything (607.1), or as one card when two were exiled (607.3); Fiend Hunter's pair read as an "until"
(607.2a); "the chosen color" of the first permanent of that name (607.2d), or linked to one ability only (607.4);
"kicked" remembered by the card through zone changes (607.2i); a one-shot "destroy all" lasting the turn (610.1); the
return after "until" as a triggered ability on the stack (610.3), under the controller of the permanent that left
(610.3c), or an exile that happens although the permanent already left (610.3b); one ability that exiles and refers
back to "that card" read as referring to whatever that ability exiled on any object (607.1c). Each is caught where
tests/test_broken_linked.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import criteria, effects, linked, production, resolution, zone_changes
from reference_engine import game as game_module
from reference_engine.filters import matches
from reference_engine.layers import Effect
from reference_engine.triggers import PendingTrigger
from reference_engine.vocabulary import Triggered
from reference_engine.zone_changes import destroy, enter_battlefield

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


_TAP_TRIGGER = production._tap_trigger_applies


def _chosen_linked_once(game: Any, perm: Any, ability: Any, source: Any, tapper: str, mana: Any) -> bool:
    """607.4 broken: the choice is linked to one other ability only, the first that refers to it (Gauntlet of
    Power's +1/+1): for the mana ability "the chosen color" is undefined, and it never triggers (607.5a)."""
    if ability.when.get("of_type") == "chosen":
        return False
    return _TAP_TRIGGER(game, perm, ability, source, tapper, mana)


class ChoiceLinkedToOneAbility(PatchingAdapter):
    """Gauntlet of Power's color choice counts for its +1/+1 only: a Mountain tapped for {R} adds {R}."""

    name = "choice-linked-to-one-ability"
    rules = ("607.4",)  # the CR rules it breaks
    patches = (("reference_engine.production._tap_trigger_applies", _chosen_linked_once),)


_MOVE = game_module.Game.move


def _move_keeping_kicked(self: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    """607.2i broken: the card remembers that it was kicked, whatever zones it goes through."""
    new = _MOVE(self, obj, zone, controller)
    if new is not None and obj.kicked:
        new.kicked = obj.kicked
    return new


def _enter_as_kicked(game: Any, obj: Any, controller: str, **kwargs: Any) -> Any:
    """...and a card put onto the battlefield by an effect enters kicked if the card remembers being kicked."""
    return enter_battlefield(game, obj, controller, **{"kicked": obj.kicked, **kwargs})


class KickedRemembered(PatchingAdapter):
    """Kavu Titan cast kicked, then returned from the graveyard by Order of Whiteclay, enters as if kicked."""

    name = "kicked-remembered"
    rules = ("607.2i",)  # the CR rules it breaks
    patches = (
        ("reference_engine.game.Game.move", _move_keeping_kicked),
        ("reference_engine.effects_zones.enter_battlefield", _enter_as_kicked),
    )


_DESTROY_ALL = effects._VERBS["destroy_all"]
_LINGERING = "destroys_all_this_turn"


def _destroy_all_for_the_turn(ctx: Any, e: dict[str, Any]) -> None:
    """610.1 broken: "destroy all [filter]" read as lasting the turn, like an effect with a duration."""
    _DESTROY_ALL(ctx, e)
    lingering = Effect(frozenset(), data={_LINGERING: (e["destroy_all"], ctx.controller)})
    ctx.game.effects.append(lingering)


def _enter_and_be_destroyed(enter: Any) -> Any:
    def entering(game: Any, obj: Any, controller: str, **kwargs: Any) -> Any:
        new = enter(game, obj, controller, **kwargs)
        for effect in [x for x in game.effects if _LINGERING in x.data]:
            spec, you = effect.data[_LINGERING]
            if new is not None and game.on_battlefield(new) and matches(game, new, spec, you):
                destroy(game, new)
        return new

    return entering


class OneShotEffectLastsTheTurn(VerbPatchingAdapter):
    """Virtue's Ruin goes on destroying the white creatures that enter later in the turn."""

    name = "one-shot-effect-lasts-the-turn"
    rules = ("610.1",)  # the CR rules it breaks
    verbs = (("destroy_all", _destroy_all_for_the_turn),)
    patches = (
        ("reference_engine.resolution.enter_battlefield", _enter_and_be_destroyed(resolution.enter_battlefield)),
        ("reference_engine.zone_changes.enter_battlefield", _enter_and_be_destroyed(zone_changes.enter_battlefield)),
    )


def _delayed_done_at_once(ctx: Any, e: dict[str, Any]) -> Any:
    """610.2 broken: what the delayed triggered ability would do later is done as the spell resolves."""
    return tuple(e["delayed_trigger"]["effects"])


class DelayedInstructionDoneAtOnce(VerbPatchingAdapter):
    """Otherworldly Journey returns the creature it exiled as it resolves, not at the beginning of the end step."""

    name = "delayed-instruction-done-at-once"
    rules = ("610.2",)  # the CR rules it breaks
    verbs = (("delayed_trigger", _delayed_done_at_once),)


_DELAYED = effects._VERBS["delayed_trigger"]
_SELF_LINKED = "return_exiled_by_the_ability"


def _delayed_returns_by_the_ability(ctx: Any, e: dict[str, Any]) -> Any:
    """607.1c broken: an ability isn't linked to itself, so the "that card" of the delayed trigger it creates isn't
    the card it exiled but any card exiled by an ability with that link, on whatever object."""
    spec = e["delayed_trigger"]
    later = [{_SELF_LINKED: x["return_exiled"]} if "return_exiled" in x else x for x in spec["effects"]]
    return _DELAYED(ctx, {**e, "delayed_trigger": {**spec, "effects": later}})


def _return_exiled_by_the_ability(ctx: Any, e: dict[str, Any]) -> None:
    spec = e[_SELF_LINKED]
    for card in _exiled_with_any_object(ctx.game, (0, int(spec.get("link", 1)))):
        new = enter_battlefield(ctx.game, card, card.owner)
        for kind, n in spec.get("counters", {}).items():
            new.counters[kind] = new.counters.get(kind, 0) + n


class AbilityNotLinkedToItself(VerbPatchingAdapter):
    """Otherworldly Journey's delayed ability returns the card a second Journey or Fiend Hunter exiled too."""

    name = "ability-not-linked-to-itself"
    rules = ("607.1c",)  # the CR rules it breaks
    verbs = (("delayed_trigger", _delayed_returns_by_the_ability), (_SELF_LINKED, _return_exiled_by_the_ability))
