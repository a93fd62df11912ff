"""Six plausible wrong engines that each misread the condition of a rule, and once passed the whole corpus: the
reference engine with one rule patched each. The corpus must now fail each of them, on the scenarios that check
that rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from reference_engine import casting, costs, game, mana_value, production
from reference_engine.errors import RulesError
from reference_engine.filters import matches
from reference_engine.permissions import permission_for
from reference_engine.reductions import Reduction
from reference_engine.vocabulary import Static

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _produce_then_trigger_anyway(g: Any, source: Any, player: str, spec: Any, tapped: bool, choice: Any,
                                 produced: Any = None, then: Any = None) -> Counter[str]:  # fmt: skip
    """ "Tapped for mana" triggers fire even when the ability produced no mana (CR 106.12a forgotten)."""
    mana = production.produce(g, source, player, spec, tapped, choice, produced, then)
    if tapped and not +mana:
        production._tapped_for_mana_triggers(g, source, player, Counter(), choice)
    return mana


class TapTriggersWithoutMana(BrokenAdapter):
    name = "tap-triggers-without-mana"
    rules = ("106.12a",)  # the CR rules it breaks
    target = "reference_engine.effects.produce"
    replacement = staticmethod(_produce_then_trigger_anyway)


_mana_value = mana_value.mana_value


def _copies_are_zero(g: Any, obj: Any) -> int:
    """Every copy has mana value 0, not only a copy of a back face or a melded permanent (CR 707.2 forgotten)."""
    return 0 if obj.copy_of is not None else _mana_value(g, obj)


class CopiesHaveManaValueZero(PatchingAdapter):
    name = "copies-have-mana-value-zero"
    patches = (
        ("reference_engine.observe.mana_value", _copies_are_zero),
        ("reference_engine.costs.mana_value", _copies_are_zero),
        ("reference_engine.mana_value.mana_value", _copies_are_zero),
    )


_begin_turn = game.Game.begin_turn


def _begin_turn_clearing_all_sickness(self: Any, player: str) -> None:
    """Summoning sickness ends for every permanent at the start of every turn, not only at the start of its
    controller's turn (CR 302.6: "since their most recent turn began")."""
    _begin_turn(self, player)
    for obj in self.permanents():
        obj.summoning_sick = False


class SicknessEndsEveryTurn(BrokenAdapter):
    name = "sickness-ends-every-turn"
    target = "reference_engine.game.Game.begin_turn"
    replacement = staticmethod(_begin_turn_clearing_all_sickness)


_check_may_cast = casting._check_may_cast


def _may_cast_ignoring_stack(g: Any, req: Any, card: Any) -> tuple[bool, Any]:
    """A card cast under a casting permission needs its controller's main phase only, whatever is on the stack
    (CR 117.1a's "the stack is empty" forgotten for permissions)."""
    try:
        return _check_may_cast(g, req, card)
    except RulesError as exc:
        from_hand = card.zone == "hand" and card.owner == req.player
        main_phase = g.active == req.player and g.step in game.MAIN_PHASES
        if exc.rule != "117.1a" or from_hand or not main_phase:
            raise
        return False, permission_for(g, req.player, card)


class PermissionIgnoresEmptyStack(BrokenAdapter):
    name = "permission-ignores-empty-stack"
    rules = ("117.1a",)  # the CR rules it breaks
    target = "reference_engine.casting._check_may_cast"
    replacement = staticmethod(_may_cast_ignoring_stack)


def _sacrifices_anyones(g: Any, player: str, spell: Any, plan: Any) -> None:
    """`costs.check_sacrifices` without "you control": the creature sacrificed for emerge may be any creature on
    the battlefield (CR 701.17a forgotten)."""
    needed = [{"types": ["Creature"]}] if plan.alternative is not None and plan.alternative.emerge else []
    emerge = len(needed)
    needed += [c["sacrifice"] for c in spell.behaviour.additional_costs if "sacrifice" in c]
    if len(plan.sacrifices) != len(needed):
        unpaid = emerge <= len(plan.sacrifices) < len(needed)  # a missing additional cost's sacrifice (601.2h)
        raise RulesError(f"{len(needed)} permanent(s) must be sacrificed", rule="601.2h" if unpaid else "601.2b")
    if len({obj.identity for obj in plan.sacrifices}) != len(plan.sacrifices):
        raise RulesError("each sacrifice needs a different permanent", rule="601.2h")  # a partial payment
    for obj, spec in zip(plan.sacrifices, needed, strict=True):
        if obj.zone != "battlefield" or not matches(g, obj, spec, player):
            raise RulesError(f"{obj.name} can't be sacrificed for this cost", rule="702.119a")


class EmergeSacrificesAnyCreature(BrokenAdapter):
    name = "emerge-sacrifices-any-creature"
    target = "reference_engine.casting.check_sacrifices"
    replacement = staticmethod(_sacrifices_anyones)


_modifiers = costs._modifiers


def _modifiers_counting_everyones(g: Any, player: str, spell: Any) -> tuple[Any, list[Reduction]]:
    """A "for each artifact you control" reduction counts every player's artifacts."""
    increase, reductions = _modifiers(g, player, spell)
    for ability in spell.behaviour.of(Static):
        if ability.kind == "self_cost_reduction":
            per = {k: v for k, v in ability.params["per"].items() if k != "controller"}
            everyone = sum(1 for p in g.permanents() if matches(g, p, per, player, spell))
            yours = sum(1 for p in g.permanents() if matches(g, p, ability.params["per"], player, spell))
            reductions.append(Reduction(everyone - yours))
    return increase, reductions


class CostReductionCountsOpponents(BrokenAdapter):
    name = "cost-reduction-counts-opponents"
    target = "reference_engine.costs._modifiers"
    replacement = staticmethod(_modifiers_counting_everyones)


assert casting._check_may_cast and casting.check_sacrifices and costs._modifiers  # what these engines replace
