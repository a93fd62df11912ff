"""Broken engines for rules that no scenario was shown to decide: each misreads one rule as an engine author might
and declares it (`rules`); `features/cr-decisions.json` names a scenario that catches it, and
`tests/test_broken_decisions.py` pins where each is caught (the rule broken: each replacement's docstring)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any
from unittest import mock

from reference_engine import (
    abilities,
    branches,
    casting,
    costs,
    effects,
    engine,
    priority,
    resolution,
    reversal,
    triggers,
    turns,
)
from reference_engine import mana_value as mana_values
from reference_engine.errors import RulesError
from reference_engine.game import Game
from reference_engine.mana import ManaCost

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _short_library_on_top(game: Any, card: Any, position: int) -> None:
    """Nth from the top of a library with fewer than N cards: on top (401.7 broken: it goes on the bottom)."""
    library = game.player(card.owner).zones["library"]
    library.remove(card.oid)
    library.insert(position - 1 if len(library) >= position else 0, card.oid)


_RESOLVE_TOP = priority.resolve_top


def _step_ends_when_the_stack_empties(game: Any) -> None:
    """The top object resolves and an empty stack ends the step (500.2 broken: all pass in succession on it)."""
    _RESOLVE_TOP(game)
    if not game.stack and not game.over and game.pending_choice is None:
        priority.end_step(game)


def _first_added_resolves(game: Any) -> None:
    """The first-added object of the stack resolves (405.5 broken: the top, last-added one does)."""
    entry = game.stack.pop(0)
    priority.resolve(game, entry, then=lambda: priority.give_priority(game, game.active))


_ACTIVATE = abilities.activate


def _only_as_a_sorcery(game: Any, player: str, ref: str, index: Any, **options: Any) -> None:
    """An activated ability other than a mana ability is activated only as a sorcery (117.1b broken: any time its
    controller has priority)."""
    if not options.get("during_payment"):
        ability = abilities.find_ability(game.resolve_ref(ref), index)
        if not ability.is_mana_ability and not game.is_main_phase_with_empty_stack(player):
            raise RulesError("an activated ability can be activated only as a sorcery (CR 602.5d)", rule="602.5d")
    _ACTIVATE(game, player, ref, index, **options)


_PUT_TRIGGERS = triggers.put_triggers_on_stack


def _active_player_controls_triggers(game: Any, then: Any) -> None:
    """Every triggered ability waiting is controlled by the active player (603.3a broken: by the controller of its
    source when it triggered)."""
    game.pending_triggers = [replace(t, controller=game.active) for t in game.pending_triggers]
    _PUT_TRIGGERS(game, then)


def _hybrid_both_halves(cost: ManaCost, x_value: int = 0) -> int:
    """A hybrid symbol counts each of its halves (202.3f broken: the largest component)."""
    return _MANA_VALUE(cost, x_value) + len(cost.hybrid)


_MANA_VALUE = ManaCost.mana_value
_TOTAL_COST = costs.total_cost


def _alternative_cost_alone(game: Any, player: str, spell: Any, plan: Any) -> ManaCost:
    """An alternative cost is the whole cost: no additional cost, increase or reduction applies to it (118.9d
    broken)."""
    alt = plan.alternative
    if alt is None or alt.emerge:
        return _TOTAL_COST(game, player, spell, plan)
    return ManaCost() if alt.cost is None else alt.cost.with_x(plan.x)


def _land_any_time(game: Any, player: str, ref: str) -> None:
    """Playing a land taken as a special action a player may take any time they have priority in their turn
    (117.1c broken: only in their main phase with an empty stack)."""
    turns.require_priority(game, player)
    obj = game.resolve_ref(ref)
    if not turns.characteristics(game, obj).is_a("Land"):
        raise RulesError(f"{obj.name} is not a land", rule="305.1")
    permission = None if obj.zone == "hand" and obj.owner == player else turns.permission_for(game, player, obj)
    if (obj.zone != "hand" or obj.owner != player) and (permission is None or not permission.play):
        raise RulesError(f"{obj.name} is in the {obj.zone}: a land is played from its owner's hand", rule="305.1")
    if game.active != player:
        raise RulesError("a player can't play a land if it isn't their turn (CR 305.3)", rule="305.3")
    if game.player(player).lands_played >= 1:
        raise RulesError("the lands this player may play this turn are already played (CR 305.2b)", rule="305.2b")
    game.player(player).lands_played += 1
    turns.enter_battlefield(game, obj, player, tapped=permission is not None and permission.lands_enter_tapped)
    turns.give_priority(game, player)


_RESOLVE_ABILITY = resolution._resolve_ability


def _ability_needs_its_source(game: Any, entry: Any, then: Any) -> None:
    """An ability whose source has left the zone it was in does nothing (113.7a broken: it exists on the stack
    independently of its source)."""
    source = entry.source
    if source is not None and (source.oid not in game.objects or game.objects[source.oid].zone != source.zone):
        then()
        return
    _RESOLVE_ABILITY(game, entry, then)


def _no_mana_abilities_while_paying(game: Any, player: str, ref: str, index: Any, **options: Any) -> None:
    """A mana ability is activated only by a player holding priority, never in the middle of paying a cost (117.1d
    broken: also whenever a spell or ability being cast or activated asks for a mana payment)."""
    if options.get("during_payment"):
        raise RulesError("no ability can be activated while a cost is being paid", rule="117.1d")
    _ACTIVATE(game, player, ref, index, **options)


def _discarding_player_chooses(ctx: Any, e: dict[str, Any]) -> None:
    """"Target player reveals their hand and you choose": the revealing player chooses (701.8b broken: the effect
    lets another player choose)."""
    victim = ctx.target(e["reveal_choose_discard"])
    chooser = replace(ctx, controller=victim)
    effects._ask_discard(chooser, ctx.game.zone_objects("hand", victim), e["reveal_choose_discard"]["picks"])


_EMIT = triggers.emit
_EMITTERS = ("triggers", "casting", "effects_tokens", "hidden_discard", "resolution", "steps", "tapping")
_EMITTERS += ("zone_changes",)


def _nothing_triggers_mid_cast(game: Any, event: Any) -> None:
    """An event while a spell is being cast triggers nothing (603.2a broken: abilities trigger even when no spell
    may be cast and no ability activated)."""
    if game.casting is None:
        _EMIT(game, event)


_MOVE = Game.move


def _keeps_its_face(game: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    """The new object has the face the old one had up (712.8a broken: outside the battlefield and the stack a
    double-faced card has only its front face's characteristics)."""
    new = _MOVE(game, obj, zone, controller)
    if new is not None and obj.face != new.face:
        new.face = obj.face
    return new


def _kicker_always_paid(game: Any, player: str, spell: Any, plan: Any) -> ManaCost:
    """A spell with a kicker is always kicked (118.8b broken: some additional costs are optional)."""
    if not plan.kicked and spell.behaviour.kicker is not None:
        plan = replace(plan, kicked=1)
    return _TOTAL_COST(game, player, spell, plan)


def _event_object_is_the_source(game: Any, event: Any) -> None:
    """A triggered ability's source is the object the event happened to (113.7 broken: the object whose ability
    triggered)."""
    before = len(game.pending_triggers)
    _EMIT(game, event)
    if event.obj is not None:
        new = [replace(t, source=event.obj) for t in game.pending_triggers[before:]]
        game.pending_triggers[before:] = new


def _x_once(cost: ManaCost, x_value: int) -> ManaCost:
    """{X}{X} with X = 2 is {2}: X counted once however many times it appears (107.3i broken: every instance of X
    has the same value)."""
    return ManaCost(cost.generic + (x_value if cost.x else 0), cost.typed, cost.hybrid, 0, cost.phyrexian)


_MANA_VALUE_OF = mana_values.mana_value
_MANA_VALUE_USERS = ("mana_value", "costs", "observe", "continuous", "criteria")


def _back_face_has_none(game: Any, obj: Any) -> int:
    """A permanent with its back face, or a meld pair's combined back face, up has mana value 0: that face has no
    mana cost (712.8e, 712.8g broken: the front face's, or the fronts' sum)."""
    if obj.copy_of is None and (obj.melded is not None or obj.face == "back"):
        return 0
    return _MANA_VALUE_OF(game, obj)


def _copy_counts_the_fronts(game: Any, obj: Any) -> int:
    """A copy of a transformed or melded permanent has the mana value the original has, from its front faces (707.8
    broken: the copy has the copiable values of the face up, which has no mana cost)."""
    original = obj.copy_of
    if original is not None and (original.melded is not None or original.face == "back"):
        return _MANA_VALUE_OF(game, original)
    return _MANA_VALUE_OF(game, obj)


def _cast_back_face_up(game: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    """A transforming double-faced card put on the stack has its back face up (712.8c broken: normally its front
    face)."""
    new = _MOVE(game, obj, zone, controller)
    if new is not None and zone == "stack" and new.card is not None and new.card.layout == "transform":
        new.face = "back"
    return new


def _alternative_always_taken(game: Any, player: str, spell: Any, plan: Any) -> ManaCost:
    """An alternative cost available for a spell cast from a hand is always the one paid (118.9b broken:
    alternative costs are generally optional)."""
    if plan.alternative is None:
        available = costs.alternative_costs(game, player, spell, "hand")
        if available:
            plan = replace(plan, alternative=next(iter(available.values())))
    return _TOTAL_COST(game, player, spell, plan)


class ShortLibraryPutsOnTop(BrokenAdapter):
    name = "short-library-puts-on-top"
    rules = ("401.7",)  # the CR rules it breaks
    target = "reference_engine.branches._place_from_top"
    replacement = staticmethod(_short_library_on_top)


class StepEndsWhenTheStackEmpties(PatchingAdapter):
    """`resolve_top` is imported by name where all players' passing is handled, so both names are patched."""

    name = "step-ends-when-the-stack-empties"
    rules = ("500.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _step_ends_when_the_stack_empties),
        ("reference_engine.engine.resolve_top", _step_ends_when_the_stack_empties),
    )


class FirstAddedResolvesFirst(PatchingAdapter):
    name = "first-added-resolves-first"
    rules = ("405.5",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _first_added_resolves),
        ("reference_engine.engine.resolve_top", _first_added_resolves),
    )


class AbilitiesOnlyAsSorceries(PatchingAdapter):
    name = "abilities-only-as-sorceries"
    rules = ("117.1b",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.activate", _only_as_a_sorcery)
        for module in ("abilities", "casting", "engine", "reversal")
    )


class ActivePlayerControlsTriggers(PatchingAdapter):
    name = "active-player-controls-triggers"
    rules = ("603.3a",)  # the CR rules it breaks
    patches = (
        ("reference_engine.triggers.put_triggers_on_stack", _active_player_controls_triggers),
        ("reference_engine.priority.put_triggers_on_stack", _active_player_controls_triggers),
    )


class HybridCountsBothHalves(BrokenAdapter):
    name = "hybrid-counts-both-halves"
    rules = ("202.3f",)  # the CR rules it breaks
    target = "reference_engine.mana.ManaCost.mana_value"
    replacement = staticmethod(_hybrid_both_halves)


class AlternativeCostAlone(PatchingAdapter):
    name = "alternative-cost-alone"
    rules = ("118.9d",)  # the CR rules it breaks
    patches = (
        ("reference_engine.costs.total_cost", _alternative_cost_alone),
        ("reference_engine.casting.total_cost", _alternative_cost_alone),
    )


class LandAnyTimeWithPriority(PatchingAdapter):
    name = "land-any-time-with-priority"
    rules = ("117.1c",)  # the CR rules it breaks
    patches = (
        ("reference_engine.turns.play_land", _land_any_time),
        ("reference_engine.engine.play_land", _land_any_time),
    )


class AbilityGoneWithItsSource(BrokenAdapter):
    name = "ability-gone-with-its-source"
    rules = ("113.7a",)  # the CR rules it breaks
    target = "reference_engine.resolution._resolve_ability"
    replacement = staticmethod(_ability_needs_its_source)


class NoManaAbilitiesWhilePaying(PatchingAdapter):
    name = "no-mana-abilities-while-paying"
    rules = ("117.1d",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.activate", _no_mana_abilities_while_paying)
        for module in ("abilities", "casting", "engine", "reversal")
    )


class DiscardingPlayerAlwaysChooses(BrokenAdapter):
    """Effect verbs are looked up in a table, so the table's entry is the one replaced."""

    name = "discarding-player-always-chooses"
    rules = ("701.8b",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"reveal_choose_discard": _discarding_player_chooses}):
            yield


class NothingTriggersMidCast(PatchingAdapter):
    name = "nothing-triggers-mid-cast"
    rules = ("603.2a",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.emit", _nothing_triggers_mid_cast) for module in _EMITTERS)


class DoubleFacedKeepsItsFace(BrokenAdapter):
    name = "double-faced-keeps-its-face"
    rules = ("712.8a",)  # the CR rules it breaks
    target = "reference_engine.game.Game.move"
    replacement = staticmethod(_keeps_its_face)  # put on the class Game: called with the game first


class KickerIsMandatory(PatchingAdapter):
    name = "kicker-is-mandatory"
    rules = ("118.8b",)  # the CR rules it breaks
    patches = (
        ("reference_engine.costs.total_cost", _kicker_always_paid),
        ("reference_engine.casting.total_cost", _kicker_always_paid),
    )


class EventObjectIsTheSource(PatchingAdapter):
    name = "event-object-is-the-source"
    rules = ("113.7",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.emit", _event_object_is_the_source) for module in _EMITTERS)


class XCountedOnce(BrokenAdapter):
    name = "x-counted-once"
    rules = ("107.3i",)  # the CR rules it breaks
    target = "reference_engine.mana.ManaCost.with_x"
    replacement = staticmethod(_x_once)


class BackFaceHasNoManaValue(PatchingAdapter):
    name = "back-face-has-no-mana-value"
    rules = ("712.8e", "712.8g")  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.mana_value", _back_face_has_none) for module in _MANA_VALUE_USERS)


class CopyCountsTheFrontFaces(PatchingAdapter):
    name = "copy-counts-the-front-faces"
    rules = ("707.8",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.mana_value", _copy_counts_the_fronts) for module in _MANA_VALUE_USERS)


class CastBackFaceUp(BrokenAdapter):
    name = "cast-back-face-up"
    rules = ("712.8c",)  # the CR rules it breaks
    target = "reference_engine.game.Game.move"
    replacement = staticmethod(_cast_back_face_up)  # put on the class Game: called with the game first


class AlternativeCostAlwaysTaken(PatchingAdapter):
    name = "alternative-cost-always-taken"
    rules = ("118.9b",)  # the CR rules it breaks
    patches = (
        ("reference_engine.costs.total_cost", _alternative_always_taken),
        ("reference_engine.casting.total_cost", _alternative_always_taken),
    )


# the functions replaced exist, under the names patched
assert effects._VERBS["reveal_choose_discard"] and effects._ask_discard
assert turns.play_land is engine.play_land
assert casting.total_cost is costs.total_cost
assert casting.activate is engine.activate is reversal.activate is abilities.activate
assert priority.put_triggers_on_stack is triggers.put_triggers_on_stack
assert branches._place_from_top and engine.resolve_top is priority.resolve_top  # the functions replaced exist
