"""Broken staged casting (CR 601.2): the reference engine with one rule of the casting process broken, and an
engine that can't stop a cast midway."""

from __future__ import annotations

from typing import Any

from harness.engines.protocol import Hello
from reference_engine import casting, stack
from reference_engine.costs import total_cost
from reference_engine.errors import RulesError

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _priority_only(game: Any, player: str) -> None:
    """Priority (CR 117.1) checked, the casting lock (601.2) forgotten."""
    game.player(player)
    if game.pending_choice is not None:
        raise RulesError(f"no player has priority while {game.pending_choice.player} chooses", rule="117.1")
    if game.priority != player:
        raise RulesError(f"{player} does not have priority ({game.priority} has)", rule="117.1")


_DURING_CASTING = ("continue_cast", "activate", "choose", "cast", "pass", "play_land")


class IgnoresCastingLock(PatchingAdapter):
    """While a spell is being cast, any action is judged by priority alone: the caster's opponent is refused
    because the caster holds priority (CR 117.1), not because no player may act (601.2)."""

    name = "ignores-casting-lock"
    rules = ("601.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.engine._DURING_CASTING", _DURING_CASTING),
        ("reference_engine.stack.require_priority", _priority_only),
        ("reference_engine.abilities.require_priority", _priority_only),
        ("reference_engine.casting.require_priority", _priority_only),
        ("reference_engine.turns.require_priority", _priority_only),
        ("reference_engine.priority.require_priority", _priority_only),
        ("reference_engine.engine.require_priority", _priority_only),
    )


def _pay_recomputing(game: Any, c: Any) -> None:
    """The total cost worked out again as it is paid (CR 601.2f's lock forgotten)."""
    c.cost = total_cost(game, c.req.player, c.spell, c.plan)
    _original_pay(game, c)


_original_pay = casting._pay


class RecomputesCostAtPayment(BrokenAdapter):
    name = "recomputes-cost-at-payment"
    rules = ("601.2f",)  # the CR rules it breaks
    target = "reference_engine.casting._pay"
    replacement = staticmethod(_pay_recomputing)


class NoStagedCasting(BrokenAdapter):
    """An engine that casts in one step only: it leaves `continue_cast` out of its capabilities."""

    name = "no-staged-casting"
    target = "reference_engine.casting.STAGES"
    replacement = casting.STAGES

    def hello(self) -> Hello:
        hello = super().hello()
        return Hello(hello.name, hello.version, hello.protocol, hello.actions - {"continue_cast"}, hello.queries,
                     hello.cards)  # fmt: skip


assert stack.require_priority and casting._pay  # the functions these engines replace exist
