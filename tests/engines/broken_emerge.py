"""Deliberately broken engines for emerge, mana value, cast triggers and the discard choice.

Each is the reference engine with one rule broken; `tests/test_broken_emerge.py` proves the corpus fails each
on exactly the scenarios that depend on that rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any
from unittest import mock

from reference_engine import choices, costs, mana_value, resolution, triggers, zone_changes
from reference_engine.mana import ManaCost
from reference_engine.stack import StackEntry
from reference_engine.vocabulary import Triggered

from .broken import BrokenAdapter


def _emerge_reduces_coloured(cost: ManaCost, sacrificed_mana_value: int) -> ManaCost:
    """Emerge reduction that goes on into the coloured components once the generic part is gone (702.119a and
    118.7a forgotten)."""
    left = sacrificed_mana_value - cost.generic
    typed = []
    for kind, n in cost.typed:
        taken = min(max(left, 0), n)
        left -= taken
        if n - taken:
            typed.append((kind, n - taken))
    return ManaCost(max(0, cost.generic - sacrificed_mana_value), tuple(typed), cost.hybrid, cost.x)


class EmergeReducesColoured(BrokenAdapter):
    name = "emerge-reduces-coloured"
    rules = ("702.119a", "118.7a")  # the CR rules it breaks
    target = "reference_engine.costs.emerge_reduction"
    replacement = staticmethod(_emerge_reduces_coloured)


def _x_everywhere(obj: Any) -> int:
    """X counted wherever the object is (202.3e forgotten)."""
    return obj.x or 0


def _enters_remembering_x(enter: Callable[..., Any]) -> Callable[..., Any]:
    def wrapped(game: Any, obj: Any, controller: str, **kwargs: Any) -> Any:
        new = enter(game, obj, controller, **kwargs)
        new.x = kwargs.get("x", 0)  # like engines that keep the X paid on the card
        return new

    return wrapped


class PatchingAdapter(BrokenAdapter):
    """A broken engine whose one broken rule needs several functions replaced together."""

    patches: tuple[tuple[str, Any], ...] = ()

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with ExitStack() as stack:
            for target, replacement in self.patches:
                stack.enter_context(mock.patch(target, replacement))
            yield


class CountsXOffTheStack(PatchingAdapter):
    """The permanent keeps the X its spell was cast with, and its mana value counts it on the battlefield."""

    name = "counts-x-off-the-stack"
    patches = (
        ("reference_engine.mana_value.x_value", _x_everywhere),
        ("reference_engine.resolution.enter_battlefield", _enters_remembering_x(resolution.enter_battlefield)),
    )


def _sacrifice_as_announced(game: Any, player: str, spell: Any, plan: Any) -> None:
    """The permanents to sacrifice leave as they are chosen (601.2b) instead of as the cost is paid (601.2h):
    their abilities no longer apply while the total cost is determined and mana abilities are activated."""
    costs.check_sacrifices(game, player, spell, plan)
    for obj in plan.sacrifices:
        zone_changes.sacrifice(game, obj)


class SacrificesAsAnnounced(PatchingAdapter):
    name = "sacrifices-as-announced"
    rules = ("702.119c",)  # the CR rules it breaks: sacrificed as chosen, not as the total cost is paid
    patches = (
        ("reference_engine.casting.check_sacrifices", _sacrifice_as_announced),
        ("reference_engine.casting.sacrifice", lambda game, obj: None),  # already done
    )


def _push_cast_trigger_under_spell(game: Any, entry: StackEntry) -> None:
    """A cast trigger put on the stack under the spell that caused it (601.2i, 603.3 broken)."""
    if isinstance(entry.ability, Triggered) and entry.ability.event == "cast" and game.stack:
        game.stack.insert(len(game.stack) - 1, entry)
    else:
        game.stack.append(entry)


class CastTriggersUnderSpell(BrokenAdapter):
    name = "cast-triggers-under-spell"
    rules = ("601.2i", "603.3")  # the CR rules it breaks
    target = "reference_engine.triggers.push"
    replacement = staticmethod(_push_cast_trigger_under_spell)


def _any_number_of_cards(self: Any, game: Any = None) -> int:
    """The caster may always choose fewer cards (608.2d "if able" forgotten)."""
    return 0


class ChoosesFewerThanAble(BrokenAdapter):
    name = "chooses-fewer-than-able"
    rules = ("608.2d",)  # the CR rules it breaks
    target = "reference_engine.choices.CardChoice.most_possible"
    replacement = _any_number_of_cards


# the functions the broken engines replace exist
assert costs.emerge_reduction and mana_value.x_value and triggers.push and choices.CardChoice.most_possible
