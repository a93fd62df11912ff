"""Broken engines for rules that scenarios were tagged with but no broken engine had been shown to fail (issue 42):
each misreads one rule as an engine author might, declares it (`rules`), and `tests/test_broken_tagged_rules.py`
pins the scenarios that catch it. The rule broken is said in each replacement's docstring."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any
from unittest import mock

from reference_engine import casting, continuous, costs, effects, effects_tokens, resolution
from reference_engine import mana_value as mana_values
from reference_engine.errors import RulesError
from reference_engine.mana import ManaCost, parse_mana
from reference_engine.objects import GameObject
from reference_engine.vocabulary import Replacement

from .broken_emerge import PatchingAdapter

_PLAN = casting._plan
_MANA_VALUE = mana_values.mana_value
_ENTER = resolution.enter_battlefield
_BASE = continuous.base_characteristics
_CREATE_TOKEN_COPY = effects_tokens.TOKEN_VERBS["create_token_copy"]
#: the modules that look `mana_value` up by name
_MANA_VALUE_USERS = ("costs", "observe", "continuous", "criteria")
_ALTERNATIVE_MANA_COST = "broken_alternative_mana_cost"  # where the broken 118.9c engine remembers the cost


def _x_is_zero(game: Any, req: Any, spell: Any, from_zone: str) -> Any:
    """X is a placeholder that always counts as 0: the number announced for it is dropped (107.3 broken: unless an
    ability defines X, its controller chooses the value of X)."""
    plan = _PLAN(game, req, spell, from_zone)
    plan.x = 0
    return plan


def _copy_gets_the_originals_x(ctx: Any, e: dict[str, Any]) -> None:
    """A token copy's copied "enters with X counters" uses the X of the object it copies, which keeps the X its spell
    was cast with (107.3j broken: the ability gained by copying defines no X, so X is 0)."""
    before = set(ctx.game.battlefield)
    _CREATE_TOKEN_COPY(ctx, e)
    target = ctx.source if e["create_token_copy"] == "self" else ctx.target(e["create_token_copy"])
    for oid in [o for o in ctx.game.battlefield if o not in before]:
        token = ctx.game.objects[oid]
        for rep in token.behaviour.of(Replacement):
            if rep.kind == "enters_with_counters":
                for counter, amount in rep.params["counters"].items():
                    if amount == "X" and getattr(target, "x", None):
                        token.counters[counter] = token.counters.get(counter, 0) + target.x


def _enters_remembering(field: str) -> Any:
    def wrapped(game: Any, obj: Any, controller: str, **kwargs: Any) -> Any:
        new = _ENTER(game, obj, controller, **kwargs)
        setattr(new, field, kwargs.get(field, 0))  # like engines that keep what was paid on the card
        return new

    return wrapped


def _additional_costs_only_with_the_mana_cost(game: Any, req: Any, spell: Any, from_zone: str) -> Any:
    """The intention to pay an optional additional cost is taken only for a spell cast for its mana cost: cast for
    an alternative cost, its kicker is dropped (118.8a broken: any number of additional costs may be applied to a
    spell, whatever cost it is cast for)."""
    plan = _PLAN(game, req, spell, from_zone)
    if plan.alternative is not None:
        plan.kicked = 0
    return plan


def _kicker_in_mana_value(game: Any, obj: Any) -> int:
    """A kicked spell's mana value counts the kicker cost paid (118.8d broken: additional costs don't change the
    mana cost, so its mana value neither)."""
    value = _MANA_VALUE(game, obj)
    kicker = obj.behaviour.kicker or obj.behaviour.multikicker
    if obj.kicked and kicker is not None:
        value += kicker.times(obj.kicked).mana_value()
    return value


def _remember_alternative_cost(game: Any, req: Any, spell: Any, from_zone: str) -> Any:
    plan = _PLAN(game, req, spell, from_zone)
    if plan.alternative is not None:
        spell.chosen[_ALTERNATIVE_MANA_COST] = str(plan.alternative.cost or ManaCost())
    return plan


def _alternative_cost_is_the_mana_cost(game: Any, obj: Any) -> int:
    """A spell cast for an alternative cost has that cost as its mana cost (118.9c broken: an alternative cost
    doesn't change the mana cost, so the mana value stays the printed one)."""
    paid = obj.chosen.get(_ALTERNATIVE_MANA_COST)
    return _MANA_VALUE(game, obj) if paid is None else parse_mana(paid).mana_value()


def _no_mana_cost_no_mana_value(game: Any, obj: Any) -> int | None:
    """An object with no mana symbols has no mana value at all, rather than 0, so emerge finds none to reduce its
    cost by and the creature can't be sacrificed for it (202.3a broken: its mana value is 0)."""
    if continuous.characteristics(game, obj).mana_cost.is_free() and obj.melded is None and obj.face != "back":
        return None
    return _MANA_VALUE(game, obj)


def _emerge_needs_a_mana_value(cost: ManaCost, sacrificed_mana_value: int | None) -> ManaCost:
    """Emerge can't sacrifice a creature that has no mana value (202.3a broken as in `_no_mana_cost_no_mana_value`)."""
    if sacrificed_mana_value is None:
        raise RulesError("the sacrificed creature has no mana value to reduce the emerge cost by", rule="702.119a")
    return _EMERGE_REDUCTION(cost, sacrificed_mana_value)


_EMERGE_REDUCTION = costs.emerge_reduction


def _multi_type_land_cast(game: Any, req: Any, card: Any) -> tuple[bool, Any]:
    """A land card that is also another card type can be cast as that type (305.9 broken: it can be played only as
    a land, never cast)."""
    view = casting.proposed(card, req.adventure)
    chars = casting.characteristics(game, view)
    if chars.types == frozenset({"Land"}):
        raise RulesError(f"{card.name} is a land card: it can be played as a land, never cast (CR 305.9)", rule="305.9")
    permission = casting._check_permission(game, req, card)
    casting.check_may_begin(game, req.player, view)
    instant_speed = chars.is_a("Instant") or casting.has_flash_timing(game, req.player, view)
    if not instant_speed and not game.is_main_phase_with_empty_stack(req.player):
        if view.behaviour.flash_cost is not None:
            return True, permission
        raise RulesError(
            f"{view.name} can be cast only in its controller's main phase with an empty stack", rule="117.1a"
        )
    return False, permission


def _cast_without_priority(game: Any, player: str) -> None:
    """A player may cast a spell any time its timing allows, priority or not (701.4a broken: a player may cast a
    spell if they have priority)."""


def _both_faces(zones: tuple[str, ...] | None) -> Any:
    def both_faces(obj: Any) -> Any:
        """A double-faced card has the abilities of both its faces whichever is up (712.8 broken: each face has
        its own set of characteristics, and the face up gives them); with `zones`, only in those zones (712.8d
        broken: a double-faced permanent with its front face up has only its front face's characteristics)."""
        chars = _BASE(obj)
        card = obj.card
        if card is None or card.back is None or obj.melded is not None or obj.copy_of is not None:
            return chars
        if obj.face != "front" or (zones is not None and obj.zone not in zones):
            return chars
        return replace(chars, keywords=chars.keywords | frozenset(card.back.keywords))

    return both_faces


def _modal_permanent_behaviour(obj: Any) -> Any:
    """A modal double-faced permanent has the abilities of both its faces, the face up's first (712.8f broken: on
    the battlefield it has only the characteristics of the face that's up)."""
    up = obj.copiable_face().behaviour
    card = obj.card
    if obj.zone != "battlefield" or card is None or card.layout != "modal_dfc" or obj.copy_of is not None:
        return up
    hidden = tuple(a for face in card.faces if face.behaviour is not up for a in face.behaviour.abilities)
    return replace(up, abilities=up.abilities + hidden)


class XIsAlwaysZero(PatchingAdapter):
    name = "x-is-always-zero"
    rules = ("107.3",)  # the CR rules it breaks
    patches = (("reference_engine.casting._plan", _x_is_zero),)


class CopyGetsTheOriginalsX(PatchingAdapter):
    name = "copy-gets-the-originals-x"
    rules = ("107.3j",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with (
            mock.patch.dict(effects._VERBS, {"create_token_copy": _copy_gets_the_originals_x}),
            mock.patch("reference_engine.resolution.enter_battlefield", _enters_remembering("x")),
        ):
            yield


class AdditionalCostsOnlyWithTheManaCost(PatchingAdapter):
    name = "additional-costs-only-with-the-mana-cost"
    rules = ("118.8a",)  # the CR rules it breaks
    patches = (("reference_engine.casting._plan", _additional_costs_only_with_the_mana_cost),)


class KickerCountsInManaValue(PatchingAdapter):
    name = "kicker-counts-in-mana-value"
    rules = ("118.8d",)  # the CR rules it breaks
    patches = (
        ("reference_engine.resolution.enter_battlefield", _enters_remembering("kicked")),
        *((f"reference_engine.{m}.mana_value", _kicker_in_mana_value) for m in _MANA_VALUE_USERS),
    )


class AlternativeCostIsTheManaCost(PatchingAdapter):
    name = "alternative-cost-is-the-mana-cost"
    rules = ("118.9c",)  # the CR rules it breaks
    patches = (
        ("reference_engine.casting._plan", _remember_alternative_cost),
        *((f"reference_engine.{m}.mana_value", _alternative_cost_is_the_mana_cost) for m in _MANA_VALUE_USERS),
    )


class NoManaCostNoManaValue(PatchingAdapter):
    name = "no-mana-cost-no-mana-value"
    rules = ("202.3a",)  # the CR rules it breaks
    patches = (
        ("reference_engine.costs.mana_value", _no_mana_cost_no_mana_value),
        ("reference_engine.costs.emerge_reduction", _emerge_needs_a_mana_value),
    )


class LandWithAnotherTypeCast(PatchingAdapter):
    name = "land-with-another-type-cast"
    rules = ("305.9",)  # the CR rules it breaks
    patches = (("reference_engine.casting._check_may_cast", _multi_type_land_cast),)


class CastWithoutPriority(PatchingAdapter):
    name = "cast-without-priority"
    rules = ("701.4a",)  # the CR rules it breaks
    patches = (("reference_engine.casting.require_priority", _cast_without_priority),)


class DoubleFacedHasBothFaces(PatchingAdapter):
    name = "double-faced-has-both-faces"
    rules = ("712.8",)  # the CR rules it breaks
    patches = (("reference_engine.continuous.base_characteristics", _both_faces(None)),)


class FrontFaceUpPermanentHasBothFaces(PatchingAdapter):
    name = "front-face-up-permanent-has-both-faces"
    rules = ("712.8d",)  # the CR rules it breaks
    patches = (("reference_engine.continuous.base_characteristics", _both_faces(("battlefield",))),)


class ModalPermanentHasBothFaces(PatchingAdapter):
    name = "modal-permanent-has-both-faces"
    rules = ("712.8f",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.object(GameObject, "behaviour", property(_modal_permanent_behaviour)):
            yield
