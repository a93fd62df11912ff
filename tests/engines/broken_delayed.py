"""Broken engines for delayed triggered abilities (CR 603.7), each misreading one rule as an engine author might: a
delayed triggered ability whose text doesn't define X has X = 0, as a new ability with nothing chosen for it would
(107.3n), or the X of the spell its trigger event is about ("copy that spell X times" read as that spell's X,
107.3n); or a delayed triggered ability is taken for a triggered ability of the object whose ability created it, so
an effect that makes that object's triggered abilities trigger an additional time applies to it (603.2e); or every
delayed triggered ability ends with the turn, one "at the beginning of the next end step" created in an end step
among them (513.2). Each is caught where tests/test_broken_delayed.py expects."""

from __future__ import annotations

import dataclasses
from typing import Any

from reference_engine import continuous, triggers
from reference_engine.triggers import PendingTrigger

from .broken_emerge import PatchingAdapter

_DELAYED = triggers._delayed


def _x_zero(game: Any, event: Any) -> list[PendingTrigger]:
    """107.3n broken: X, undefined in the delayed trigger's text, is 0 rather than the creator's X."""
    return [dataclasses.replace(t, x=0) for t in _DELAYED(game, event)]


def _x_of_that_spell(game: Any, event: Any) -> list[PendingTrigger]:
    """107.3n broken: X is the X of the object the trigger event is about (the spell cast), not the creator's."""
    return [dataclasses.replace(t, x=(event.obj.x or 0) if event.obj is not None else 0) for t in _DELAYED(game, event)]


def _counted_as_the_sources(game: Any, event: Any) -> list[PendingTrigger]:
    """603.2e broken: a delayed trigger counts as a triggered ability of its source, so "triggers an additional
    time" effects about that source's abilities (603.2d) apply to it."""
    return [t for t in _DELAYED(game, event) for _ in range(triggers._times(game, event, t.source))]


def _all_end_with_the_turn(game: Any) -> None:
    """513.2 broken: the cleanup step ends every delayed triggered ability, as if each lasted "this turn"."""
    continuous.end_turn_effects(game)
    game.delayed_triggers = []


class DelayedTriggerXIsZero(PatchingAdapter):
    """A delayed triggered ability's X is 0: its text doesn't define X, and nothing was chosen for it."""

    name = "delayed-trigger-x-is-zero"
    rules = ("107.3n",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _x_zero),)


class DelayedTriggerXOfThatSpell(PatchingAdapter):
    """A delayed triggered ability that copies "that spell X times" takes X from that spell."""

    name = "delayed-trigger-x-of-that-spell"
    rules = ("107.3n",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _x_of_that_spell),)


class DelayedTriggerOfTheObject(PatchingAdapter):
    """A delayed triggered ability counts as a triggered ability of the object whose ability created it: Harmonic
    Prodigy makes a Wizard's delayed trigger trigger an additional time."""

    name = "delayed-trigger-of-the-object"
    rules = ("603.2e",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _counted_as_the_sources),)


class DelayedTriggersEndWithTheTurn(PatchingAdapter):
    """Every delayed triggered ability ends in the cleanup step: Otherworldly Journey cast in an end step never
    returns its card, though "the next end step" is the next turn's."""

    name = "delayed-triggers-end-with-the-turn"
    rules = ("513.2",)  # the CR rules it breaks
    patches = (("reference_engine.steps.end_turn_effects", _all_end_with_the_turn),)


# the functions replaced and used exist, under the names patched
assert triggers._delayed and triggers._times and continuous.end_turn_effects
